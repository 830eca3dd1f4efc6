import type { Backlink, backlinkInputSchema } from '@proclub/contracts/products';
import type { z } from 'zod';
import { OwnedRecordsService } from '../../lib/owned-records';
import type { BacklinkRow, BacklinksRepository } from './backlinks.repository';

/** Links pointing at clients' sites with the linking domain's authority (0–100), as the seller records them. */
export class BacklinksService extends OwnedRecordsService<BacklinkRow, Backlink, BacklinksRepository> {
  protected readonly noun = 'Backlink';
  protected readonly present = (row: BacklinkRow): Backlink => ({ ...row, createdAt: row.createdAt.toISOString() });

  async create(workspaceId: string, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    return this.createFor(workspaceId, data.clientId, () =>
      this.repository.insert(workspaceId, { ...data, anchorText: data.anchorText ?? null }),
    );
  }

  async update(workspaceId: string, id: string, data: z.output<typeof backlinkInputSchema>): Promise<Backlink> {
    await this.get(workspaceId, id);
    await this.clients.require(workspaceId, data.clientId);
    if (!(await this.repository.update(workspaceId, id, { ...data, anchorText: data.anchorText ?? null }))) throw this.notFound();
    return this.get(workspaceId, id);
  }
}
