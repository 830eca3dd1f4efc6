import { type ContentItem, type contentInputSchema, countWords } from '@proclub/contracts/products';
import type { z } from 'zod';
import { OwnedRecords } from '../../lib/owned-records';
import type { AuthUser } from '../../plugins/auth';
import type { ContentRepository, ContentRow } from './content.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toItem = (row: ContentRow): ContentItem => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The content library: drafts and ready-to-publish pieces, optionally for one client. */
export class ContentService {
  private readonly records: OwnedRecords<ContentRow, ContentItem>;

  constructor(
    private readonly content: ContentRepository,
    private readonly clients: ProductClientsRepository,
  ) {
    this.records = new OwnedRecords(content, 'Content', toItem);
  }

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<ContentItem[]> {
    return this.records.list(user.id, clientId, limit);
  }

  async create(user: AuthUser, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    if (data.clientId) await this.clients.require(user.id, data.clientId);
    const id = await this.content.insert(user.id, { ...data, wordCount: countWords(data.body) });
    return this.records.get(user.id, id);
  }

  async update(user: AuthUser, id: string, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    await this.records.get(user.id, id);
    if (data.clientId) await this.clients.require(user.id, data.clientId);
    if (!(await this.content.update(user.id, id, { ...data, wordCount: countWords(data.body) }))) throw this.records.notFound();
    return this.records.get(user.id, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    return this.records.delete(user.id, id);
  }
}
