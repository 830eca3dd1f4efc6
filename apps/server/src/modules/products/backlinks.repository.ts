import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickColumns } from '../../db/pick-columns';
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

const columns = {
  ...pickColumns(backlinks, ['id', 'clientId', 'sourceUrl', 'targetUrl', 'anchorText', 'domainAuthority', 'status', 'createdAt']),
  clientName: clients.name,
};

export class BacklinksRepository {
  constructor(private readonly db: Db) {}

  /** Highest authority first. */
  async list(workspaceId: string, clientId: string | undefined, limit: number, id?: string): Promise<BacklinkRow[]> {
    return selectWithClient(this.db, backlinks, columns)
      .where(ownedRows(backlinks, workspaceId, { clientId, id }))
      .orderBy(sql`${backlinks.domainAuthority} desc nulls last, ${backlinks.id} asc`)
      .limit(limit);
  }

  async insert(workspaceId: string, data: BacklinkWrite): Promise<string> {
    return insertReturningId(this.db, backlinks, { workspaceId, ...data });
  }

  async update(workspaceId: string, id: string, data: BacklinkWrite): Promise<boolean> {
    return updateOwned(this.db, backlinks, workspaceId, id, data);
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, backlinks, workspaceId, id);
  }
}
