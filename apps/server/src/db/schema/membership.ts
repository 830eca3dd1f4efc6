import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, textList, timestamps, timestamptz } from './columns';
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
