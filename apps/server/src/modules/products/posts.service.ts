import type { PostInput, postInputSchema, ScheduledPost } from '@proclub/contracts/products';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
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
export class PostsService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly clients: ProductClientsRepository,
    private readonly queuePublish: (vendorId: string, post: ScheduledPost) => Promise<void> = async () => {},
  ) {}

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<ScheduledPost[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.posts.list(user.id, clientId, limit)).map(toPost);
  }

  private async write(user: AuthUser, data: PostData): Promise<PostWrite> {
    if (data.clientId) await this.clients.require(user.id, data.clientId);
    return {
      clientId: data.clientId,
      platform: data.platform,
      content: data.content,
      status: data.status,
      scheduledFor: data.scheduledFor ? new Date(data.scheduledFor) : null,
    };
  }

  private async get(user: AuthUser, id: string): Promise<ScheduledPost> {
    const [row] = await this.posts.list(user.id, undefined, 1, id);
    if (!row) throw notFound('Post');
    return toPost(row);
  }

  async create(user: AuthUser, data: PostData): Promise<ScheduledPost> {
    const id = await this.posts.insert(user.id, await this.write(user, data));
    const post = await this.get(user, id);
    await this.queuePublish(user.id, post);
    return post;
  }

  async update(user: AuthUser, id: string, data: PostData): Promise<ScheduledPost> {
    if (!isUuid(id)) throw notFound('Post');
    const write = await this.write(user, data);
    if (!(await this.posts.update(user.id, id, write))) throw notFound('Post');
    const post = await this.get(user, id);
    await this.queuePublish(user.id, post);
    return post;
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.posts.delete(user.id, id))) throw notFound('Post');
  }
}
