import { OFFER_STATUSES } from '@proclub/contracts/offers';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, timestamptz, uuidPrimaryKey } from './columns';
import { conversations } from './messaging';
import { orderCheckouts } from './order-payments';
import { orders } from './orders';
import { services } from './services';
import { belongsToUser } from './user-columns';
import { workspaceColumn } from './workspace-columns';

export const offerStatus = pgEnum('custom_offer_status', OFFER_STATUSES);

/**
 * A seller's custom offer to one buyer in a conversation (ADR 029). Its price is what the buyer's checkout charges:
 * accepting prices the checkout from this row. `status` is stored as pending until an answer; a pending offer past
 * `expires_at` reads as expired. The checkout the buyer is paying, and the order it became, are linked here.
 */
export const customOffers = pgTable(
  'custom_offers',
  {
    id: uuidPrimaryKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    /** The seller workspace that made the offer (issue 31); the buyer is a person. */
    sellerId: workspaceColumn('seller_id'),
    buyerId: belongsToUser('buyer_id'),
    serviceId: linkedTo('service_id', () => services.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    status: offerStatus('status').notNull().default('pending'),
    expiresAt: timestamptz('expires_at').notNull(),
    checkoutId: text('checkout_id').references(() => orderCheckouts.id, { onDelete: 'set null' }),
    orderId: linkedTo('order_id', () => orders.id),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
  },
  (table) => [
    index('custom_offers_conversation_idx').on(table.conversationId, table.createdAt),
    index('custom_offers_checkout_idx').on(table.checkoutId),
    check('custom_offers_price_positive', sql`${table.priceCents} > 0`),
    check('custom_offers_days_range', sql`${table.deliveryDays} between 1 and 365`),
  ],
);
