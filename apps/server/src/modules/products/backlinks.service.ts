import type { Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { AuthUser } from '../../plugins/auth';
import type { BacklinkRow, BacklinksRepository } from './backlinks.repository';

/** Links pointing at clients' sites with the linking domain's authority (0–100), as the seller records them. */
export class BacklinksService extends OwnedRecordsService<BacklinkRow, Backlink, BacklinksRepository> {
  protected readonly noun = 'Backlink';
  protected readonly present = (row: BacklinkRow): Backlink => ({ ...row, createdAt: row.createdAt.toISOString() });

  async create(user: AuthUser, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    return this.createFor(user, data.clientId, () =>
      this.repository.insert(user.id, { ...data, anchorText: data.anchorText ?? null }),
    );
  }

  async update(user: AuthUser, id: string, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    await this.get(user, id);
    await this.clients.require(user.id, data.clientId);
    if (!(await this.repository.update(user.id, id, { ...data, anchorText: data.anchorText ?? null }))) throw this.notFound();
    return this.get(user, id);
  }
}
