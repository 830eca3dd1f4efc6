import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backlinks, clients } from '../../db/schema/index';
import { deleteOwned, insertReturningId, ownedRows, selectWithClient, updateOwned } from '../../lib/owned-rows.repository';

type BacklinkStatus = (typeof backlinks.status.enumValues)[number];

export interface BacklinkWrite {
  clientId: string;
  sourceUrl: string;
  targetUrl: string;
  anchorText: string | null;
  domainAuthority: number;
  status: BacklinkStatus;
}

export interface BacklinkRow extends BacklinkWrite {
  id: string;
  clientName: string;
  createdAt: Date;
}

export class BacklinksRepository {
  constructor(private readonly db: Db) {}

  /** Highest authority first. */
  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<BacklinkRow[]> {
    return selectWithClient(this.db, backlinks, {
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
      .where(ownedRows(backlinks, vendorId, { clientId, id }))
      .orderBy(sql`${backlinks.domainAuthority} desc nulls last, ${backlinks.id} asc`)
      .limit(limit);
  }

  async insert(vendorId: string, data: BacklinkWrite): Promise<string> {
    return insertReturningId(this.db, backlinks, { vendorId, ...data });
  }

  async update(vendorId: string, id: string, data: BacklinkWrite): Promise<boolean> {
    return updateOwned(this.db, backlinks, vendorId, id, data);
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, backlinks, vendorId, id);
  }
}
