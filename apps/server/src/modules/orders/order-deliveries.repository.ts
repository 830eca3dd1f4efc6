import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDeliveries, orderDeliveryFiles } from '../../db/schema/index';

export interface DeliveryFileRow {
  id: string;
  deliveryId: string;
  orderId: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
}

export interface DeliveryRow {
  id: string;
  message: string;
  createdAt: Date;
  revisionMessage: string | null;
  revisionRequestedAt: Date | null;
  files: DeliveryFileRow[];
}

/** The deliveries of orders and their files (ADR 027). The caller checks that the viewer is a party of the order. */
export class OrderDeliveriesRepository {
  constructor(private readonly db: Db) {}

  async insert(
    orderId: string,
    message: string,
    files: { storageKey: string; name: string; contentType: string; size: number }[],
  ): Promise<string> {
    const [row] = await this.db.insert(orderDeliveries).values({ orderId, message }).returning({ id: orderDeliveries.id });
    if (files.length > 0)
      await this.db
        .insert(orderDeliveryFiles)
        .values(files.map((file, position) => ({ ...file, orderId, deliveryId: row.id, position })));
    return row.id;
  }

  /** Oldest first, each with its files in the order they were sent. */
  async listForOrder(orderId: string): Promise<DeliveryRow[]> {
    const [rows, files] = await Promise.all([
      this.db
        .select({
          id: orderDeliveries.id,
          message: orderDeliveries.message,
          createdAt: orderDeliveries.createdAt,
          revisionMessage: orderDeliveries.revisionMessage,
          revisionRequestedAt: orderDeliveries.revisionRequestedAt,
        })
        .from(orderDeliveries)
        .where(eq(orderDeliveries.orderId, orderId))
        .orderBy(asc(orderDeliveries.createdAt), asc(orderDeliveries.id)),
      this.db
        .select(fileColumns)
        .from(orderDeliveryFiles)
        .where(eq(orderDeliveryFiles.orderId, orderId))
        .orderBy(asc(orderDeliveryFiles.position)),
    ]);
    return rows.map((row) => ({ ...row, files: files.filter((file) => file.deliveryId === row.id) }));
  }

  async revisionsUsed(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderDeliveries)
      .where(and(eq(orderDeliveries.orderId, orderId), isNotNull(orderDeliveries.revisionRequestedAt)));
    return row.count;
  }

  /**
   * Writes the buyer's request on the newest delivery that has none yet; an order marked delivered without a
   * delivery (the plain status move) gets an empty delivery to carry it, so every request is counted.
   */
  async requestRevision(orderId: string, message: string): Promise<void> {
    const now = new Date();
    const [latest] = await this.db
      .select({ id: orderDeliveries.id, requested: orderDeliveries.revisionRequestedAt })
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, orderId))
      .orderBy(desc(orderDeliveries.createdAt), desc(orderDeliveries.id))
      .limit(1);
    if (latest && !latest.requested)
      await this.db
        .update(orderDeliveries)
        .set({ revisionMessage: message, revisionRequestedAt: now })
        .where(eq(orderDeliveries.id, latest.id));
    else
      await this.db.insert(orderDeliveries).values({ orderId, message: '', revisionMessage: message, revisionRequestedAt: now });
  }

  async findFile(orderId: string, fileId: string): Promise<DeliveryFileRow | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(orderDeliveryFiles)
      .where(and(eq(orderDeliveryFiles.orderId, orderId), eq(orderDeliveryFiles.id, fileId)));
    return row ?? null;
  }
}

const fileColumns = {
  id: orderDeliveryFiles.id,
  deliveryId: orderDeliveryFiles.deliveryId,
  orderId: orderDeliveryFiles.orderId,
  storageKey: orderDeliveryFiles.storageKey,
  name: orderDeliveryFiles.name,
  contentType: orderDeliveryFiles.contentType,
  size: orderDeliveryFiles.size,
};
