import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backlinks, clients } from '../../db/schema/index';

type BacklinkStatus = (typeof backlinks.status.enumValues)[number];

export interface BacklinkRow {
  id: string;
  clientId: string;
  clientName: string;
  sourceUrl: string;
  targetUrl: string;
  anchorText: string | null;
  domainAuthority: number;
  status: BacklinkStatus;
  createdAt: Date;
}

export interface BacklinkWrite {
  clientId: string;
  sourceUrl: string;
  targetUrl: string;
  anchorText: string | null;
  domainAuthority: number;
  status: BacklinkStatus;
}

export class BacklinksRepository {
  constructor(private readonly db: Db) {}

  /** Highest authority first. */
  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<BacklinkRow[]> {
    const conditions = [eq(backlinks.vendorId, vendorId)];
    if (clientId) conditions.push(eq(backlinks.clientId, clientId));
    if (id) conditions.push(eq(backlinks.id, id));
    return this.db
      .select({
        id: backlinks.id,
        clientId: backlinks.clientId,
        clientName: clients.name,
        sourceUrl: backlinks.sourceUrl,
        targetUrl: backlinks.targetUrl,
        anchorText: backlinks.anchorText,
        domainAuthority: backlinks.domainAuthority,
        status: backlinks.status,
        createdAt: backlinks.createdAt,
      })
      .from(backlinks)
      .innerJoin(clients, eq(clients.id, backlinks.clientId))
      .where(and(...conditions))
      .orderBy(sql`${backlinks.domainAuthority} desc nulls last, ${backlinks.id} asc`)
      .limit(limit);
  }

  async insert(vendorId: string, data: BacklinkWrite): Promise<string> {
    const [row] = await this.db
      .insert(backlinks)
      .values({ vendorId, ...data })
      .returning({ id: backlinks.id });
    return row.id;
  }

  async update(vendorId: string, id: string, data: BacklinkWrite): Promise<boolean> {
    const rows = await this.db
      .update(backlinks)
      .set(data)
      .where(and(eq(backlinks.vendorId, vendorId), eq(backlinks.id, id)))
      .returning({ id: backlinks.id });
    return rows.length > 0;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(backlinks)
      .where(and(eq(backlinks.vendorId, vendorId), eq(backlinks.id, id)))
      .returning({ id: backlinks.id });
    return rows.length > 0;
  }
}
