import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamptz, uuidPrimaryKey } from './columns';
import { orders } from './orders';

/**
 * A seller's delivery of an order: a message and files (issue 15, ADR 027). An order has one per round; a buyer's
 * revision request is written on the delivery it answers, so the revisions used are the deliveries that have one.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuidPrimaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
    revisionMessage: text('revision_message'),
    revisionRequestedAt: timestamptz('revision_requested_at'),
  },
  (table) => [index('order_deliveries_order_idx').on(table.orderId, table.createdAt)],
);

/** A delivered file: kept in the storage under a private key (never served by /uploads), downloaded by the parties. */
export const orderDeliveryFiles = pgTable(
  'order_delivery_files',
  {
    id: uuidPrimaryKey(),
    deliveryId: belongsTo('delivery_id', () => orderDeliveries.id),
    orderId: belongsTo('order_id', () => orders.id),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('order_delivery_files_delivery_idx').on(table.deliveryId)],
);
