import { THREAD_STATUSES } from '@proclub/contracts/crm';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, profiles, projectMessages, projects } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';
import { teamNameSql } from '../workspaces/workspaces.public';

export interface ThreadRow {
  id: string;
  title: string;
  status: (typeof projects.$inferSelect)['status'];
  clientName: string;
  sellerName: string | null;
  unread: number;
  createdAt: Date;
  key: string;
}

export interface MessageRow {
  id: string;
  projectId: string;
  /** Null once the sender deleted their account. */
  senderId: string | null;
  message: string;
  isRead: boolean;
  createdAt: Date;
  senderName: string | null;
  senderEmail: string;
  key: string;
}

type After = { createdAt: string; id: string } | null;

/** The message's own columns (what an insert returns), with its keyset key. */
const storedMessageColumns = {
  id: projectMessages.id,
  projectId: projectMessages.projectId,
  senderId: projectMessages.senderId,
  message: projectMessages.message,
  isRead: projectMessages.isRead,
  createdAt: projectMessages.createdAt,
  key: createdAtKey(projectMessages.createdAt),
};

const messageColumns = {
  ...storedMessageColumns,
  senderName: profiles.fullName,
  senderEmail: sql<string>`coalesce(${profiles.email}, '')`,
};

export class ProjectThreadsRepository {
  constructor(private readonly db: Db) {}

  private threadColumns(viewerId: string) {
    return {
      id: projects.id,
      title: projects.title,
      status: projects.status,
      clientName: clients.name,
      sellerName: sql<
        string | null
      >`coalesce(${profiles.companyName}, ${profiles.fullName}, ${teamNameSql(profiles.id, projects.workspaceId)})`,
      // Uses the partial index on unread messages.
      unread: sql<number>`(select count(*)::int from ${projectMessages} where ${projectMessages.projectId} = ${projects.id} and not ${projectMessages.isRead} and ${projectMessages.senderId} is distinct from ${viewerId})`,
      createdAt: projects.createdAt,
      key: createdAtKey(projects.createdAt),
    };
  }

  private threads(viewerId: string, where: SQL | undefined, limit: number) {
    return this.db
      .select(this.threadColumns(viewerId))
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(profiles, eq(profiles.id, projects.workspaceId))
      .where(where)
      .orderBy(newestFirst(projects.createdAt, projects.id))
      .limit(limit + 1);
  }

  /** The seller's projects that are in progress or quoted, newest first. */
  async sellerThreads(workspaceId: string, viewerId: string, limit: number, after: After): Promise<ThreadRow[]> {
    const conditions: SQL[] = [eq(projects.workspaceId, workspaceId), inArray(projects.status, [...THREAD_STATUSES])];
    if (after) conditions.push(olderThan(projects.createdAt, projects.id, after));
    return this.threads(viewerId, and(...conditions), limit);
  }

  /**
   * Every project (any seller, any status) whose client record carries this email, the most recently
   * active first (latest message, or creation for a thread without messages). A client has few projects,
   * so ranking them all by activity is cheap; the cursor carries the activity time.
   */
  async clientThreads(userId: string, email: string, limit: number, after: After): Promise<ThreadRow[]> {
    const activity = sql`coalesce((select max(${projectMessages.createdAt}) from ${projectMessages} where ${projectMessages.projectId} = ${projects.id}), ${projects.createdAt})`;
    const conditions: SQL[] = [sql`lower(${clients.email}) = lower(${email})`];
    if (after) conditions.push(sql`(${activity}, ${projects.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
    return this.db
      .select({
        ...this.threadColumns(userId),
        key: sql<string>`to_char(${activity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .leftJoin(profiles, eq(profiles.id, projects.workspaceId))
      .where(and(...conditions))
      .orderBy(sql`${activity} desc, ${projects.id} desc`)
      .limit(limit + 1);
  }

  /**
   * Who may use a project's thread (its workspace's members and the email of its client) and, in the same query, how the
   * viewer appears as a sender.
   */
  async access(
    projectId: string,
    viewerId: string,
  ): Promise<{
    workspaceId: string;
    clientId: string;
    projectTitle: string;
    clientEmail: string;
    viewerName: string | null;
    viewerEmail: string | null;
  } | null> {
    const [row] = await this.db
      .select({
        workspaceId: projects.workspaceId,
        clientId: projects.clientId,
        projectTitle: projects.title,
        clientEmail: clients.email,
        viewerName: sql<string | null>`(select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${viewerId})`,
        viewerEmail: sql<string | null>`(select ${profiles.email} from ${profiles} where ${profiles.id} = ${viewerId})`,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(eq(projects.id, projectId));
    return row ?? null;
  }

  /** The newest `limit` messages before the cursor (limit + 1 rows, newest first; the service reverses them). */
  async messages(projectId: string, limit: number, before: After): Promise<MessageRow[]> {
    const conditions: SQL[] = [eq(projectMessages.projectId, projectId)];
    if (before)
      conditions.push(
        sql`(${projectMessages.createdAt}, ${projectMessages.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`,
      );
    // Plain DESC (nulls first) is the backward scan of the ascending (project_id, created_at, id) index.
    return this.db
      .select(messageColumns)
      .from(projectMessages)
      .leftJoin(profiles, eq(profiles.id, projectMessages.senderId))
      .where(and(...conditions))
      .orderBy(sql`${projectMessages.createdAt} desc, ${projectMessages.id} desc`)
      .limit(limit + 1);
  }

  /** Inserts a message; the caller supplies how the sender appears (known from the access check). */
  async insertMessage(
    projectId: string,
    senderId: string,
    message: string,
    sender: { name: string | null; email: string },
  ): Promise<MessageRow> {
    const [row] = await this.db.insert(projectMessages).values({ projectId, senderId, message }).returning(storedMessageColumns);
    return { ...row, senderName: sender.name, senderEmail: sender.email };
  }

  /** Marks the others' unread messages read; returns the ids that changed. */
  async markRead(projectId: string, readerId: string): Promise<string[]> {
    const rows = await this.db
      .update(projectMessages)
      .set({ isRead: true })
      .where(
        and(
          eq(projectMessages.projectId, projectId),
          sql`${projectMessages.senderId} is distinct from ${readerId}`,
          sql`not ${projectMessages.isRead}`,
        ),
      )
      .returning({ id: projectMessages.id });
    return rows.map((row) => row.id);
  }
}
