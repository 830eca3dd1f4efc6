import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, textList, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { belongsToUser } from './user-columns';

/** Which payment provider a billing row came from (the built-in test checkout stands in for Stripe). */
const billingProvider = () => text('provider').$type<'stripe' | 'test'>().notNull();

/**
 * One row per payment-provider subscription (Stripe's `sub_…`, or the built-in test checkout's
 * `sub_test_…`). Written only by verified subscription events (see modules/membership/webhook.service.ts):
 * `last_event_created` orders them, so an older event arriving late never overwrites a newer state.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser('user_id'),
    provider: billingProvider(),
    customerId: text('customer_id'),
    /** The provider's status: active, trialing, past_due, canceled, incomplete, unpaid, … */
    status: text('status').notNull(),
    addOns: textList('add_ons'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamptz('current_period_end'),
    /** Unix seconds of the newest event applied (the event's `created`); 0 = only linked by checkout. */
    lastEventCreated: bigint('last_event_created', { mode: 'number' }).notNull().default(0),
    lastEventId: text('last_event_id'),
    ...timestamps(),
  },
  (table) => [index('subscriptions_user_period_idx').on(table.userId, table.currentPeriodEnd)],
);

/** Which provider customer belongs to which user; written when a checkout starts, before any event. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: billingProvider(),
  customerId: text('customer_id').notNull().unique(),
  /** The card the provider charges, as its last charge or card update said (null until one did). */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

/** Checkout sessions we started: the built-in test checkout page reads them; Stripe's are kept for the audit trail. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsToUser('user_id'),
    provider: billingProvider(),
    addOns: textList('add_ons'),
    priceIds: text('price_ids').array().notNull(),
    /** open → complete (a paid session cannot be paid again) or expired. */
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    url: text('url'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Every payment event applied, by the provider's event id: a replayed or repeated event is a no-op. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  provider: billingProvider(),
  subscriptionId: text('subscription_id'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Every membership charge, once per provider invoice (Stripe's `in_…` or the test checkout's `in_test_…`): what was
 * paid, for which period, for what (plan + add-ons), and with which card when the provider said so. Written only by
 * verified `invoice.paid` events in the transaction that records the event, together with the receipt mail.
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    provider: billingProvider(),
    /** The provider's invoice id: one charge per invoice, whatever number of events mention it. */
    invoiceId: text('invoice_id').notNull(),
    subscriptionId: text('subscription_id'),
    /** The event that recorded the charge. */
    eventId: text('event_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** subscription_create (the first month) or subscription_cycle (a renewal); others as the provider names them. */
    reason: text('reason').notNull(),
    addOns: textList('add_ons'),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamptz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('membership_charges_invoice_key').on(table.provider, table.invoiceId),
    index('membership_charges_user_idx').on(table.userId, table.paidAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('membership_charges_amount_nonnegative', sql`${table.amountCents} >= 0`),
  ],
);
