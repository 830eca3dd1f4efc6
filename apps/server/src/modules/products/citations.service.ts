import type { Citation, CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { isUuid } from '../../lib/ids';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { AuthUser } from '../../plugins/auth';
import type { CitationRow, CitationsRepository } from './citations.repository';

/** Directory listings (citations) per client with their status: verified, pending or error. */
export class CitationsService extends OwnedRecordsService<CitationRow, Citation, CitationsRepository> {
  protected readonly noun = 'Citation';
  protected readonly present = (row: CitationRow): Citation => ({ ...row, updatedAt: row.updatedAt.toISOString() });

  async create(user: AuthUser, data: z.output<typeof citationInputSchema>): Promise<Citation> {
    return this.createFor(user, data.clientId, () => this.repository.insert(user.id, { ...data, note: data.note ?? null }));
  }

  async setStatus(user: AuthUser, id: string, status: CitationStatus): Promise<Citation> {
    if (!isUuid(id) || !(await this.repository.setStatus(user.id, id, status))) throw this.notFound();
    return this.get(user, id);
  }
}
