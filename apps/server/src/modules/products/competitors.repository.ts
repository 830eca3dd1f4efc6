import type { CompetitorComparison } from '@proclub/contracts/products';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, competitors } from '../../db/schema/index';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  newestOwnedWithClient,
  ownedRow,
  updateOwned,
} from '../../lib/owned-rows.repository';

export interface CompetitorRow {
  id: string;
  clientId: string;
  clientName: string;
  name: string;
  website: string;
  clientWebsite: string;
  comparison: CompetitorComparison | null;
  createdAt: Date;
}

const columns = {
  id: competitors.id,
  clientId: competitors.clientId,
  clientName: clients.name,
  name: competitors.name,
  website: competitors.website,
  clientWebsite: competitors.clientWebsite,
  comparison: sql<CompetitorComparison | null>`${competitors.comparison}`,
  createdAt: competitors.createdAt,
};

export class CompetitorsRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string, clientId: string | undefined, limit: number): Promise<CompetitorRow[]> {
    return newestOwnedWithClient(this.db, competitors, columns, { vendorId: workspaceId, clientId, limit });
  }

  async find(workspaceId: string, id: string): Promise<CompetitorRow | null> {
    return findOwnedWithClient(this.db, competitors, columns, workspaceId, id);
  }

  async insert(workspaceId: string, data: { clientId: string; name: string; website: string; clientWebsite: string }) {
    return insertReturningId(this.db, competitors, { workspaceId, ...data });
  }

  /** Changes the names and sites; a comparison made of other sites no longer applies and is dropped. */
  async update(
    workspaceId: string,
    id: string,
    data: { clientId: string; name: string; website: string; clientWebsite: string },
  ) {
    return updateOwned(this.db, competitors, workspaceId, id, {
      ...data,
      comparison: sql`case when ${competitors.website} = ${data.website} and ${competitors.clientWebsite} = ${data.clientWebsite} then ${competitors.comparison} end`,
      analyzedAt: sql`case when ${competitors.website} = ${data.website} and ${competitors.clientWebsite} = ${data.clientWebsite} then ${competitors.analyzedAt} end`,
    });
  }

  async saveComparison(workspaceId: string, id: string, comparison: CompetitorComparison): Promise<void> {
    await this.db
      .update(competitors)
      .set({ comparison, analyzedAt: new Date(comparison.analyzedAt) })
      .where(ownedRow(competitors, workspaceId, id));
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, competitors, workspaceId, id);
  }
}
