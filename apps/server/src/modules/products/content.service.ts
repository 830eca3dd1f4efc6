import { type ContentItem, type contentInputSchema, countWords } from '@proclub/contracts/products';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { ContentRepository, ContentRow } from './content.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toItem = (row: ContentRow): ContentItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The content library: drafts and ready-to-publish pieces, optionally for one client. */
export class ContentService {
  constructor(
    private readonly content: ContentRepository,
    private readonly clients: ProductClientsRepository,
  ) {}

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<ContentItem[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.content.list(user.id, clientId, limit)).map(toItem);
  }

  async create(user: AuthUser, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    if (data.clientId) await this.clients.require(user.id, data.clientId);
    const id = await this.content.insert(user.id, { ...data, wordCount: countWords(data.body) });
    const [row] = await this.content.list(user.id, undefined, 1, id);
    return toItem(row);
  }

  async update(user: AuthUser, id: string, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    if (!isUuid(id) || !(await this.content.list(user.id, undefined, 1, id)).length) throw notFound('Content');
    if (data.clientId) await this.clients.require(user.id, data.clientId);
    if (!(await this.content.update(user.id, id, { ...data, wordCount: countWords(data.body) }))) throw notFound('Content');
    const [row] = await this.content.list(user.id, undefined, 1, id);
    return toItem(row);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.content.delete(user.id, id))) throw notFound('Content');
  }
}
