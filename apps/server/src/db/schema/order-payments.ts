import { LEDGER_ACCOUNTS, LEDGER_MOVEMENTS, ORDER_PAYMENT_PROVIDERS, PRICE_OPTIONS } from '@proclub/contracts/orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, linkedTo, timestamptz, uuidPrimaryKey } from './columns';
import { orders, packageTerms } from './orders';
import { pricingType, services } from './services';
import { belongsToUser } from './user-columns';
import { workspaceColumn } from './workspace-columns';

export const orderPaymentProvider = pgEnum('order_payment_provider', ORDER_PAYMENT_PROVIDERS);
export const ledgerMovement = pgEnum('ledger_movement', LEDGER_MOVEMENTS);
export const ledgerAccount = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const checkoutPriceOption = pgEnum('order_checkout_price_option', PRICE_OPTIONS);

/**
 * What a buyer is about to pay for: the server's snapshot of service, price and fee, made before the card is
 * charged. The order itself is created only when the payment succeeds (a declined card leaves no order), from
 * this row, once (order_id is set by the first success event; later ones find it set).
 */
export const orderCheckouts = pgTable(
  'order_checkouts',
  {
    id: text('id').primaryKey(),
    provider: orderPaymentProvider('provider').notNull(),
    buyerId: belongsToUser('buyer_id'),
    /** The seller workspace (issue 31). */
    sellerId: workspaceColumn('seller_id'),
    serviceId: linkedTo('service_id', () => services.id),
    serviceTitle: text('service_title').notNull(),
    priceOption: checkoutPriceOption('price_option'),
    ...packageTerms(),
    pricingType: pricingType('pricing_type').notNull(),
    requirements: text('requirements').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    paymentIntentId: text('payment_intent_id'),
    /** open → paid (order_id set) | failed (last attempt declined; may be paid again) | expired */
    status: text('status').notNull().default('open'),
    orderId: linkedTo('order_id', () => orders.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('order_checkouts_buyer_idx').on(table.buyerId),
    check('order_checkouts_amount_positive', sql`${table.amountCents} > 0`),
    check('order_checkouts_fee_range', sql`${table.feeCents} >= 0 and ${table.feeCents} <= ${table.amountCents}`),
  ],
);

/** Payment events already applied (Stripe's or the test checkout's): a retry or replay is a no-op. */
export const orderPaymentEvents = pgTable('order_payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Double-entry ledger of order money. A movement (charge, hold, release, fee, refund) is two or more rows with one
 * movement_key whose amounts sum to zero (a deferred trigger refuses a commit that breaks this); (movement_key,
 * account) is unique, so applying a movement twice changes nothing. Balances are sums: a seller's available
 * earnings are the sum of their `seller` rows; an order's money still held is the sum of its `escrow` rows.
 */
export const orderLedgerEntries = pgTable(
  'order_ledger_entries',
  {
    id: uuidPrimaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    movement: ledgerMovement('movement').notNull(),
    movementKey: text('movement_key').notNull(),
    account: ledgerAccount('account').notNull(),
    /**
     * Whose `seller` balance a row moves: the seller workspace (issue 31; null on the other accounts). No reference: kept
     * when the workspace is deleted, money is history.
     */
    sellerId: text('seller_id'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('order_ledger_movement_account_key').on(table.movementKey, table.account),
    index('order_ledger_order_idx').on(table.orderId),
    index('order_ledger_seller_idx').on(table.sellerId).where(sql`${table.sellerId} is not null`),
    check('order_ledger_amount_nonzero', sql`${table.amountCents} <> 0`),
  ],
);
