import type { Citation, CitationStatus, citationInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { CitationRow, CitationsRepository } from './citations.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toCitation = (row: CitationRow): Citation => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Directory listings (citations) per client with their status: verified, pending or error. */
export class CitationsService {
  constructor(
    private readonly citations: CitationsRepository,
    private readonly clients: ProductClientsRepository,
  ) {}

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<Citation[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.citations.list(user.id, clientId, limit)).map(toCitation);
  }

  private async get(user: AuthUser, id: string): Promise<Citation> {
    const [row] = isUuid(id) ? await this.citations.list(user.id, undefined, 1, id) : [];
    if (!row) throw notFound('Citation');
    return toCitation(row);
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
    return this.get(user, id);
  }

  async setStatus(user: AuthUser, id: string, status: CitationStatus): Promise<Citation> {
    if (!isUuid(id) || !(await this.citations.setStatus(user.id, id, status))) throw notFound('Citation');
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.citations.delete(user.id, id))) throw notFound('Citation');
  }
}
