import type { Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { OwnedRecords } from '../../lib/owned-records';
import type { AuthUser } from '../../plugins/auth';
import type { BacklinkRow, BacklinksRepository } from './backlinks.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toBacklink = (row: BacklinkRow): Backlink => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Links pointing at clients' sites with the linking domain's authority (0–100), as the seller records them. */
export class BacklinksService {
  private readonly records: OwnedRecords<BacklinkRow, Backlink>;

  constructor(
    private readonly backlinks: BacklinksRepository,
    private readonly clients: ProductClientsRepository,
  ) {
    this.records = new OwnedRecords(backlinks, 'Backlink', toBacklink);
  }

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<Backlink[]> {
    return this.records.list(user.id, clientId, limit);
  }

  async create(user: AuthUser, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    await this.clients.require(user.id, data.clientId);
    const id = await this.backlinks.insert(user.id, { ...data, anchorText: data.anchorText ?? null });
    return this.records.get(user.id, id);
  }

  async update(user: AuthUser, id: string, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    await this.records.get(user.id, id);
    await this.clients.require(user.id, data.clientId);
    if (!(await this.backlinks.update(user.id, id, { ...data, anchorText: data.anchorText ?? null })))
      throw this.records.notFound();
    return this.records.get(user.id, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    return this.records.delete(user.id, id);
  }
}
