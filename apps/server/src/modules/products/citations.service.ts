import type { Citation, CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { isUuid } from '../../lib/ids';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { CitationRow, CitationsRepository } from './citations.repository';

/** Directory listings (citations) per client with their status: verified, pending or error. */
export class CitationsService extends OwnedRecordsService<CitationRow, Citation, CitationsRepository> {
  protected readonly noun = 'Citation';
  protected readonly present = (row: CitationRow): Citation => ({ ...row, updatedAt: row.updatedAt.toISOString() });

  async create(workspaceId: string, data: z.output<typeof citationInputSchema>): Promise<Citation> {
    return this.createFor(workspaceId, data.clientId, () =>
      this.repository.insert(workspaceId, { ...data, note: data.note ?? null }),
    );
  }

  async setStatus(workspaceId: string, id: string, status: CitationStatus): Promise<Citation> {
    if (!isUuid(id) || !(await this.repository.setStatus(workspaceId, id, status))) throw this.notFound();
    return this.get(workspaceId, id);
  }
}
