import type { Citation, CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { isUuid } from '../../lib/ids';
import { OwnedRecords } from '../../lib/owned-records';
import type { AuthUser } from '../../plugins/auth';
import type { CitationRow, CitationsRepository } from './citations.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toCitation = (row: CitationRow): Citation => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Directory listings (citations) per client with their status: verified, pending or error. */
export class CitationsService {
  private readonly records: OwnedRecords<CitationRow, Citation>;

  constructor(
    private readonly citations: CitationsRepository,
    private readonly clients: ProductClientsRepository,
  ) {
    this.records = new OwnedRecords(citations, 'Citation', toCitation);
  }

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<Citation[]> {
    return this.records.list(user.id, clientId, limit);
  }

  async create(user: AuthUser, data: z.output<typeof citationInputSchema>): Promise<Citation> {
    await this.clients.require(user.id, data.clientId);
    const id = await this.citations.insert(user.id, {
      clientId: data.clientId,
      directory: data.directory,
      listingUrl: data.listingUrl,
      status: data.status,
      note: data.note ?? null,
    });
    return this.records.get(user.id, id);
  }

  async setStatus(user: AuthUser, id: string, status: CitationStatus): Promise<Citation> {
    if (!isUuid(id) || !(await this.citations.setStatus(user.id, id, status))) throw this.records.notFound();
    return this.records.get(user.id, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    return this.records.delete(user.id, id);
  }
}
