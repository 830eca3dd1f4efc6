import type { PostState, PostStatus } from '@proclub/contracts/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, scheduledPosts } from '../../db/schema/index';
import {
  deleteOwned,
  insertReturningId,
  ownedRows,
  selectWithOptionalClient,
  updateOwned,
} from '../../lib/owned-rows.repository';

type Platform = (typeof scheduledPosts.platform.enumValues)[number];

export interface PostRow {
  id: string;
  clientId: string | null;
  clientName: string | null;
  platform: Platform;
  content: string;
  status: PostState;
  scheduledFor: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface PostWrite {
  clientId: string | null;
  platform: Platform;
  content: string;
  status: PostStatus;
  scheduledFor: Date | null;
}

const columns = {
  id: scheduledPosts.id,
  clientId: scheduledPosts.clientId,
  clientName: clients.name,
  platform: scheduledPosts.platform,
  content: scheduledPosts.content,
  status: scheduledPosts.status,
  scheduledFor: scheduledPosts.scheduledFor,
  publishedAt: scheduledPosts.publishedAt,
  createdAt: scheduledPosts.createdAt,
};

export class PostsRepository {
  constructor(private readonly db: Db) {}

  /** Scheduled posts soonest first, then drafts newest first. */
  async list(workspaceId: string, clientId: string | undefined, limit: number, id?: string): Promise<PostRow[]> {
    return selectWithOptionalClient(this.db, scheduledPosts, columns)
      .where(ownedRows(scheduledPosts, workspaceId, { clientId, id }))
      .orderBy(
        sql`case when ${scheduledPosts.status} = 'scheduled' then 0 else 1 end`,
        sql`${scheduledPosts.scheduledFor} asc nulls last`,
        sql`${scheduledPosts.createdAt} desc, ${scheduledPosts.id} desc`,
      )
      .limit(limit);
  }

  async insert(workspaceId: string, data: PostWrite): Promise<string> {
    return insertReturningId(this.db, scheduledPosts, { workspaceId, ...data });
  }

  async update(workspaceId: string, id: string, data: PostWrite): Promise<boolean> {
    return updateOwned(this.db, scheduledPosts, workspaceId, id, { ...data, updatedAt: new Date() });
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, scheduledPosts, workspaceId, id);
  }

  /**
   * Publishes a post whose time has come, once: the row is locked and must still be scheduled for exactly the time the
   * job was queued for (an edited or deleted post leaves its old job with nothing to do). The provider runs inside
   * the lock, so a job retried on another instance waits and then finds the post published.
   */
  async publishDue(
    id: string,
    scheduledFor: Date,
    publish: (post: { id: string; workspaceId: string; platform: Platform; content: string }) => Promise<{ ref: string }>,
  ): Promise<{ ref: string } | null> {
    return this.db.transaction(async (tx) => {
      const [post] = await tx
        .select({
          id: scheduledPosts.id,
          workspaceId: scheduledPosts.workspaceId,
          platform: scheduledPosts.platform,
          content: scheduledPosts.content,
        })
        .from(scheduledPosts)
        .where(
          and(
            eq(scheduledPosts.id, id),
            eq(scheduledPosts.status, 'scheduled'),
            eq(scheduledPosts.scheduledFor, scheduledFor),
            sql`${scheduledPosts.scheduledFor} <= now()`,
          ),
        )
        .for('update');
      if (!post) return null;
      const published = await publish(post);
      await tx
        .update(scheduledPosts)
        .set({ status: 'published', publishedAt: new Date(), publishRef: published.ref, updatedAt: new Date() })
        .where(eq(scheduledPosts.id, id));
      return published;
    });
  }
}
