import { type ContentItem, type contentInputSchema, countWords } from '@proclub/contracts/products';
import type { z } from 'zod';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { ContentRepository, ContentRow } from './content.repository';

/** The content library: drafts and ready-to-publish pieces, optionally for one client. */
export class ContentService extends OwnedRecordsService<ContentRow, ContentItem, ContentRepository> {
  protected readonly noun = 'Content';
  protected readonly present = (row: ContentRow): ContentItem => ({ ...row, createdAt: row.createdAt.toISOString() });

  async create(workspaceId: string, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    if (data.clientId) await this.clients.require(workspaceId, data.clientId);
    const id = await this.repository.insert(workspaceId, { ...data, wordCount: countWords(data.body) });
    return this.get(workspaceId, id);
  }

  async update(workspaceId: string, id: string, data: z.output<typeof contentInputSchema>): Promise<ContentItem> {
    await this.get(workspaceId, id);
    if (data.clientId) await this.clients.require(workspaceId, data.clientId);
    if (!(await this.repository.update(workspaceId, id, { ...data, wordCount: countWords(data.body) }))) throw this.notFound();
    return this.get(workspaceId, id);
  }
}
