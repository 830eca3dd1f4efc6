import type { CitationStatus } from '@proclub/contracts/products';
import type { Db } from '../../db/client';
import { citations, clients } from '../../db/schema/index';
import { newestFirst } from '../../lib/keyset.repository';
import { deleteOwned, insertReturningId, ownedRows, selectWithClient, updateOwned } from '../../lib/owned-rows.repository';

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

export class CitationsRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<CitationRow[]> {
    return selectWithClient(this.db, citations, {
      id: citations.id,
      clientId: citations.clientId,
      clientName: clients.name,
      directory: citations.directory,
      listingUrl: citations.listingUrl,
      status: citations.status,
      note: citations.note,
      updatedAt: citations.updatedAt,
    })
      .where(ownedRows(citations, vendorId, { clientId, id }))
      .orderBy(newestFirst(citations.createdAt, citations.id))
      .limit(limit);
  }

  async insert(vendorId: string, data: CitationWrite): Promise<string> {
    return insertReturningId(this.db, citations, { vendorId, ...data });
  }

  async setStatus(vendorId: string, id: string, status: CitationStatus): Promise<boolean> {
    return updateOwned(this.db, citations, vendorId, id, { status, updatedAt: new Date() });
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, citations, vendorId, id);
  }
}
