import type { Db } from '../../db/client';
import { clients, contentItems } from '../../db/schema/index';
import { newestFirst } from '../../lib/keyset.repository';
import {
  deleteOwned,
  insertReturningId,
  ownedRows,
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

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<ContentRow[]> {
    return selectWithOptionalClient(this.db, contentItems, {
      id: contentItems.id,
      clientId: contentItems.clientId,
      clientName: clients.name,
      title: contentItems.title,
      type: contentItems.type,
      status: contentItems.status,
      body: contentItems.body,
      wordCount: contentItems.wordCount,
      createdAt: contentItems.createdAt,
    })
      .where(ownedRows(contentItems, vendorId, { clientId, id }))
      .orderBy(newestFirst(contentItems.createdAt, contentItems.id))
      .limit(limit);
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
