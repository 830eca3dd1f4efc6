import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, contentItems } from '../../db/schema/index';

type ContentType = (typeof contentItems.type.enumValues)[number];
type ContentStatus = (typeof contentItems.status.enumValues)[number];

export interface ContentRow {
  id: string;
  clientId: string | null;
  clientName: string | null;
  title: string;
  type: ContentType;
  status: ContentStatus;
  body: string;
  wordCount: number;
  createdAt: Date;
}

export interface ContentWrite {
  clientId: string | null;
  title: string;
  type: ContentType;
  status: ContentStatus;
  body: string;
  wordCount: number;
}

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, clientId: string | undefined, limit: number, id?: string): Promise<ContentRow[]> {
    const conditions = [eq(contentItems.vendorId, vendorId)];
    if (clientId) conditions.push(eq(contentItems.clientId, clientId));
    if (id) conditions.push(eq(contentItems.id, id));
    return this.db
      .select({
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
      .from(contentItems)
      .leftJoin(clients, eq(clients.id, contentItems.clientId))
      .where(and(...conditions))
      .orderBy(sql`${contentItems.createdAt} desc nulls last, ${contentItems.id} desc nulls last`)
      .limit(limit);
  }

  async insert(vendorId: string, data: ContentWrite): Promise<string> {
    const [row] = await this.db
      .insert(contentItems)
      .values({ vendorId, ...data })
      .returning({ id: contentItems.id });
    return row.id;
  }

  async update(vendorId: string, id: string, data: ContentWrite): Promise<boolean> {
    const rows = await this.db
      .update(contentItems)
      .set(data)
      .where(and(eq(contentItems.vendorId, vendorId), eq(contentItems.id, id)))
      .returning({ id: contentItems.id });
    return rows.length > 0;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(contentItems)
      .where(and(eq(contentItems.vendorId, vendorId), eq(contentItems.id, id)))
      .returning({ id: contentItems.id });
    return rows.length > 0;
  }
}
