import type { PostInput, postInputSchema, ScheduledPost } from '@proclub/contracts/products';
import type { z } from 'zod';
import { isUuid } from '../../lib/ids';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { PostRow, PostsRepository, PostWrite } from './posts.repository';
import type { ProductClientsRepository } from './product-clients.repository';

export type PostData = z.output<typeof postInputSchema>;
export type { PostInput };

const toPost = (row: PostRow): ScheduledPost => ({
  ...row,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Posts planned per client and channel: drafts, or scheduled for a future time. A scheduled post queues a
 * posts.publish job for its time (posts-publish.job.ts), which hands it to the publish provider.
 */
export class PostsService extends OwnedRecordsService<PostRow, ScheduledPost, PostsRepository> {
  protected readonly noun = 'Post';
  protected readonly present = toPost;

  constructor(
    posts: PostsRepository,
    clients: ProductClientsRepository,
    private readonly queuePublish: (workspaceId: string, post: ScheduledPost) => Promise<void> = async () => {},
  ) {
    super(posts, clients);
  }

  private async write(workspaceId: string, data: PostData): Promise<PostWrite> {
    if (data.clientId) await this.clients.require(workspaceId, data.clientId);
    return {
      clientId: data.clientId,
      platform: data.platform,
      content: data.content,
      status: data.status,
      scheduledFor: data.scheduledFor ? new Date(data.scheduledFor) : null,
    };
  }

  async create(workspaceId: string, data: PostData): Promise<ScheduledPost> {
    const id = await this.repository.insert(workspaceId, await this.write(workspaceId, data));
    const post = await this.get(workspaceId, id);
    await this.queuePublish(workspaceId, post);
    return post;
  }

  async update(workspaceId: string, id: string, data: PostData): Promise<ScheduledPost> {
    if (!isUuid(id)) throw this.notFound();
    const write = await this.write(workspaceId, data);
    if (!(await this.repository.update(workspaceId, id, write))) throw this.notFound();
    const post = await this.get(workspaceId, id);
    await this.queuePublish(workspaceId, post);
    return post;
  }
}
