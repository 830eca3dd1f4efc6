import type { Db } from '../../db/client';
import { pickColumns } from '../../db/pick-columns';
import { clients, contentItems } from '../../db/schema/index';
import {
  deleteOwned,
  insertReturningId,
  newestOwnedWithClient,
  selectWithOptionalClient,
  updateOwned,
} from '../../lib/owned-rows.repository';

type ContentType = (typeof contentItems.type.enumValues)[number];
type ContentStatus = (typeof contentItems.status.enumValues)[number];

export interface ContentWrite {
  clientId: string | null;
  title: string;
  type: ContentType;
  status: ContentStatus;
  body: string;
  wordCount: number;
}

export interface ContentRow extends ContentWrite {
  id: string;
  clientName: string | null;
  createdAt: Date;
}

const columns = {
  ...pickColumns(contentItems, ['id', 'clientId', 'title', 'type', 'status', 'body', 'wordCount', 'createdAt']),
  clientName: clients.name,
};

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<ContentRow[]> {
    const listing = { vendorId, clientId, id, limit };
    return newestOwnedWithClient(this.db, contentItems, columns, listing, selectWithOptionalClient);
  }

  async insert(vendorId: string, data: ContentWrite): Promise<string> {
    return insertReturningId(this.db, contentItems, { vendorId, ...data });
  }

  async update(vendorId: string, id: string, data: ContentWrite): Promise<boolean> {
    return updateOwned(this.db, contentItems, vendorId, id, data);
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, contentItems, vendorId, id);
  }
}
