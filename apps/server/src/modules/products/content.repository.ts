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

  async list(workspaceId: string, clientId: string | undefined, limit: number, id?: string): Promise<ContentRow[]> {
    const listing = { vendorId: workspaceId, clientId, id, limit };
    return newestOwnedWithClient(this.db, contentItems, columns, listing, selectWithOptionalClient);
  }

  async insert(workspaceId: string, data: ContentWrite): Promise<string> {
    return insertReturningId(this.db, contentItems, { workspaceId, ...data });
  }

  async update(workspaceId: string, id: string, data: ContentWrite): Promise<boolean> {
    return updateOwned(this.db, contentItems, workspaceId, id, data);
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, contentItems, workspaceId, id);
  }
}
