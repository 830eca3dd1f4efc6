import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES, PRICE_OPTIONS } from '@proclub/contracts/orders';
import type { PackageTier, ServiceExtra } from '@proclub/contracts/services';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, linkedTo, money, newestFirst, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients, projects } from './crm';
import { pricingType, services } from './services';
import { linkedToUser } from './user-columns';
import { linkedToWorkspace } from './workspace-columns';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderPriceOption = pgEnum('order_price_option', PRICE_OPTIONS);
export const orderPaymentStatus = pgEnum('order_payment_status', ORDER_PAYMENT_STATUSES);

/**
 * The package bought (null when a price option was), its delivery days and revisions, and the paid extras: the
 * checkout snapshots them from the service and the order copies them from the checkout.
 */
export const packageTerms = () => ({
  packageTier: text('package_tier').$type<PackageTier>(),
  deliveryDays: integer('delivery_days'),
  revisionsIncluded: integer('revisions_included'),
  extras: jsonb('extras').$type<ServiceExtra[]>().notNull().default([]),
});

/**
 * A buyer's order of a service. Title, price and pricing type are snapshots taken by the server when the
 * order is placed, so later edits (or deletion) of the service never change what was bought.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidPrimaryKey(),
    serviceId: linkedTo('service_id', () => services.id),
    // Null once that party deleted their account: the other party keeps the order, shown with "Deleted user" (ADR 018).
    buyerId: linkedToUser('buyer_id'),
    /** The seller workspace (issue 31, ADR 045 §2); null once it was deleted, the buyer keeps the order. */
    sellerId: linkedToWorkspace('seller_id'),
    serviceTitle: text('service_title').notNull(),
    /** Null when a package was ordered (issue 15). */
    priceOption: orderPriceOption('price_option'),
    ...packageTerms(),
    price: money('price').notNull(),
    pricingType: pricingType('pricing_type').notNull(),
    requirements: text('requirements').notNull(),
    status: orderStatus('status').notNull().default('requested'),
    /** Set when the seller accepts: the CRM client and project the order became. */
    clientId: linkedTo('client_id', () => clients.id),
    projectId: linkedTo('project_id', () => projects.id),
    ...timestamps(),
    acceptedAt: timestamptz('accepted_at'),
    deliveredAt: timestamptz('delivered_at'),
    completedAt: timestamptz('completed_at'),
    // Money (ADR 023): what the buyer paid and the platform's fee, in cents, snapshotted when the payment succeeded.
    // Orders from before payments (and demo orders seeded without one) are 'unpaid' with null amounts.
    paymentStatus: orderPaymentStatus('payment_status').notNull().default('unpaid'),
    amountCents: integer('amount_cents'),
    feeCents: integer('fee_cents'),
    checkoutId: text('checkout_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    // The order state machine (issue 37, ADR 037): when it is due (accepted + delivery days, + accepted extensions),
    // a cancellation one party asked for and the other has not answered, and a seller's pending extension request.
    dueAt: timestamptz('due_at'),
    cancellationRequestedBy: text('cancellation_requested_by').$type<'buyer' | 'seller'>(),
    cancellationReason: text('cancellation_reason'),
    cancellationRequestedAt: timestamptz('cancellation_requested_at'),
    extensionDays: integer('extension_days'),
    extensionReason: text('extension_reason'),
    extensionRequestedAt: timestamptz('extension_requested_at'),
  },
  (table) => [
    index('orders_buyer_created_idx').on(table.buyerId, ...newestFirst(table)),
    index('orders_seller_created_idx').on(table.sellerId, ...newestFirst(table)),
    index('orders_seller_status_idx').on(table.sellerId, table.status),
    // A client's orders on its CRM timeline.
    index('orders_client_idx').on(table.clientId),
    // The auto-release sweep: delivered orders whose money is still held.
    index('orders_delivered_held_idx')
      .on(table.deliveredAt)
      .where(sql`${table.status} = 'delivered' and ${table.paymentStatus} = 'held'`),
    // "Has this buyer completed an order of this service?" (the review rule).
    index('orders_service_buyer_completed_idx').on(table.serviceId, table.buyerId).where(sql`${table.status} = 'completed'`),
  ],
);

/** A simple per-day view counter per service, for the seller's Analytics Pro charts. */
export const serviceViewDays = pgTable(
  'service_view_days',
  {
    serviceId: belongsTo('service_id', () => services.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.day] })],
);

/**
 * Who has already been counted for a service on a day: at most one view per visitor per service per day.
 * visitor is `u:<user id>` or `v:<keyed hash of IP + user agent>` (never the raw IP); rows older than
 * yesterday are pruned as views arrive.
 */
export const serviceViewVisitors = pgTable(
  'service_view_visitors',
  {
    serviceId: belongsTo('service_id', () => services.id),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.day, table.visitor] }),
    index('service_view_visitors_day_idx').on(table.day),
  ],
);
