import type { Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { BacklinkRow, BacklinksRepository } from './backlinks.repository';
import type { ProductClientsRepository } from './product-clients.repository';

const toBacklink = (row: BacklinkRow): Backlink => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Links pointing at clients' sites with the linking domain's authority (0–100), as the seller records them. */
export class BacklinksService {
  constructor(
    private readonly backlinks: BacklinksRepository,
    private readonly clients: ProductClientsRepository,
  ) {}

  async list(user: AuthUser, clientId: string | undefined, limit: number): Promise<Backlink[]> {
    if (clientId && !isUuid(clientId)) return [];
    return (await this.backlinks.list(user.id, clientId, limit)).map(toBacklink);
  }

  async create(user: AuthUser, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    await this.clients.require(user.id, data.clientId);
    const id = await this.backlinks.insert(user.id, { ...data, anchorText: data.anchorText ?? null });
    const [row] = await this.backlinks.list(user.id, undefined, 1, id);
    return toBacklink(row);
  }

  async update(user: AuthUser, id: string, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    if (!isUuid(id) || !(await this.backlinks.list(user.id, undefined, 1, id)).length) throw notFound('Backlink');
    await this.clients.require(user.id, data.clientId);
    if (!(await this.backlinks.update(user.id, id, { ...data, anchorText: data.anchorText ?? null }))) throw notFound('Backlink');
    const [row] = await this.backlinks.list(user.id, undefined, 1, id);
    return toBacklink(row);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.backlinks.delete(user.id, id))) throw notFound('Backlink');
  }
}
