import type { CompetitorComparison } from '@proclub/contracts/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, competitors } from '../../db/schema/index';

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

  async list(vendorId: string, clientId: string | undefined, limit: number): Promise<CompetitorRow[]> {
    const conditions = [eq(competitors.vendorId, vendorId)];
    if (clientId) conditions.push(eq(competitors.clientId, clientId));
    return this.db
      .select(columns)
      .from(competitors)
      .innerJoin(clients, eq(clients.id, competitors.clientId))
      .where(and(...conditions))
      .orderBy(sql`${competitors.createdAt} desc nulls last, ${competitors.id} desc nulls last`)
      .limit(limit);
  }

  async find(vendorId: string, id: string): Promise<CompetitorRow | null> {
    const [row] = await this.db
      .select(columns)
      .from(competitors)
      .innerJoin(clients, eq(clients.id, competitors.clientId))
      .where(and(eq(competitors.vendorId, vendorId), eq(competitors.id, id)));
    return row ?? null;
  }

  async insert(vendorId: string, data: { clientId: string; name: string; website: string; clientWebsite: string }) {
    const [row] = await this.db
      .insert(competitors)
      .values({ vendorId, ...data })
      .returning({ id: competitors.id });
    return row.id;
  }

  /** Changes the names and sites; a comparison made of other sites no longer applies and is dropped. */
  async update(vendorId: string, id: string, data: { clientId: string; name: string; website: string; clientWebsite: string }) {
    const rows = await this.db
      .update(competitors)
      .set({
        ...data,
        comparison: sql`case when ${competitors.website} = ${data.website} and ${competitors.clientWebsite} = ${data.clientWebsite} then ${competitors.comparison} end`,
        analyzedAt: sql`case when ${competitors.website} = ${data.website} and ${competitors.clientWebsite} = ${data.clientWebsite} then ${competitors.analyzedAt} end`,
      })
      .where(and(eq(competitors.vendorId, vendorId), eq(competitors.id, id)))
      .returning({ id: competitors.id });
    return rows.length > 0;
  }

  async saveComparison(vendorId: string, id: string, comparison: CompetitorComparison): Promise<void> {
    await this.db
      .update(competitors)
      .set({ comparison, analyzedAt: new Date(comparison.analyzedAt) })
      .where(and(eq(competitors.vendorId, vendorId), eq(competitors.id, id)));
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(competitors)
      .where(and(eq(competitors.vendorId, vendorId), eq(competitors.id, id)))
      .returning({ id: competitors.id });
    return rows.length > 0;
  }
}
