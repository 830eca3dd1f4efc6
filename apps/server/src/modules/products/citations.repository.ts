import type { CitationStatus } from '@proclub/contracts/products';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { citations, clients } from '../../db/schema/index';

export interface CitationRow {
  id: string;
  clientId: string;
  clientName: string;
  directory: string;
  listingUrl: string | null;
  status: CitationStatus;
  note: string | null;
  updatedAt: Date;
}

export interface CitationWrite {
  clientId: string;
  directory: string;
  listingUrl: string | null;
  status: CitationStatus;
  note: string | null;
}

export class CitationsRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<CitationRow[]> {
    const conditions = [eq(citations.vendorId, vendorId)];
    if (clientId) conditions.push(eq(citations.clientId, clientId));
    if (id) conditions.push(eq(citations.id, id));
    return this.db
      .select({
        id: citations.id,
        clientId: citations.clientId,
        clientName: clients.name,
        directory: citations.directory,
        listingUrl: citations.listingUrl,
        status: citations.status,
        note: citations.note,
        updatedAt: citations.updatedAt,
      })
      .from(citations)
      .innerJoin(clients, eq(clients.id, citations.clientId))
      .where(and(...conditions))
      .orderBy(sql`${citations.createdAt} desc nulls last, ${citations.id} desc nulls last`)
      .limit(limit);
  }

  async insert(vendorId: string, data: CitationWrite): Promise<string> {
    const [row] = await this.db
      .insert(citations)
      .values({ vendorId, ...data })
      .returning({ id: citations.id });
    return row.id;
  }

  async setStatus(vendorId: string, id: string, status: CitationStatus): Promise<boolean> {
    const rows = await this.db
      .update(citations)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(citations.vendorId, vendorId), eq(citations.id, id)))
      .returning({ id: citations.id });
    return rows.length > 0;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(citations)
      .where(and(eq(citations.vendorId, vendorId), eq(citations.id, id)))
      .returning({ id: citations.id });
    return rows.length > 0;
  }
}
