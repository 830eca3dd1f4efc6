import type { CitationStatus } from '@proclub/contracts/products';
import type { Db } from '../../db/client';
import { pickColumns } from '../../db/pick-columns';
import { citations, clients } from '../../db/schema/index';
import { deleteOwned, insertReturningId, newestOwnedWithClient, updateOwned } from '../../lib/owned-rows.repository';

export interface CitationWrite {
  clientId: string;
  directory: string;
  listingUrl: string | null;
  status: CitationStatus;
  note: string | null;
}

export interface CitationRow extends CitationWrite {
  id: string;
  clientName: string;
  updatedAt: Date;
}

const columns = {
  ...pickColumns(citations, ['id', 'clientId', 'directory', 'listingUrl', 'status', 'note', 'updatedAt']),
  clientName: clients.name,
};

export class CitationsRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string, clientId: string | undefined, limit: number, id?: string): Promise<CitationRow[]> {
    return newestOwnedWithClient(this.db, citations, columns, { vendorId: workspaceId, clientId, id, limit });
  }

  async insert(workspaceId: string, data: CitationWrite): Promise<string> {
    return insertReturningId(this.db, citations, { workspaceId, ...data });
  }

  async setStatus(workspaceId: string, id: string, status: CitationStatus): Promise<boolean> {
    return updateOwned(this.db, citations, workspaceId, id, { status, updatedAt: new Date() });
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, citations, workspaceId, id);
  }
}
