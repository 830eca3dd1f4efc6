import { INVOICE_STATUSES } from '@proclub/contracts/invoices';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, linkedTo, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { linkedToUser } from './user-columns';
import { workspaceColumn, workspaceOwned } from './workspace-columns';
import { workspaces } from './workspaces';

// Agency billing (issue 34, ADR 048): owned by the invoices module.

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);
export const invoiceAdjustmentKind = pgEnum('invoice_adjustment_kind', ['payment', 'failed_payment', 'refund', 'credit_note']);
/** platform_fee: what the platform kept of the agency's card payments (ADR 055), an expense of the agency. */
export const invoiceLedgerAccount = pgEnum('invoice_ledger_account', ['receivable', 'revenue', 'cash', 'platform_fee']);
export const invoiceSubscriptionStatus = pgEnum('invoice_subscription_status', ['active', 'paused', 'canceled']);
export const invoiceLedgerMovement = pgEnum('invoice_ledger_movement', ['issue', 'payment', 'refund', 'credit', 'void', 'fee']);

/**
 * A workspace's billing settings and its invoice counter. The counter is taken with `update … returning` in the
 * transaction that issues an invoice, so the row lock serialises issuers and a rolled-back issue gives its number
 * back: numbers have no gaps and no duplicates.
 */
export const invoiceSettings = pgTable('invoice_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  businessName: text('business_name').notNull(),
  nextNumber: integer('next_number').notNull().default(1),
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  reminderDaysBefore: integer('reminder_days_before').notNull().default(3),
  reminderDaysAfter: integer('reminder_days_after').notNull().default(7),
  ...timestamps(),
});

export interface StoredInvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  discountRate: number;
}

/**
 * Recurring billing of one client (issue 34, ADR 048): the monthly lines, the next period's date, and the card the
 * client saved by paying a period's invoice. The job engine creates each period's invoice (unique per subscription
 * and period) and charges the saved card; no proration (ADR 048).
 */
export const invoiceSubscriptions = pgTable(
  'invoice_subscriptions',
  {
    ...workspaceOwned(),
    clientId: linkedTo('client_id', () => clients.id),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: invoiceSubscriptionStatus('status').notNull().default('active'),
    startDate: date('start_date').notNull(),
    nextInvoiceDate: date('next_invoice_date').notNull(),
    daysUntilDue: integer('days_until_due').notNull().default(7),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamptz('canceled_at'),
    /** Where it came from: 'manual', or 'proposal' with the proposal's id (one subscription per proposal). */
    source: text('source').notNull().default('manual'),
    sourceRef: text('source_ref'),
    /** The saved card: a Stripe payment method id, or the test card's `test_4242` / `test_0002`. */
    savedCard: text('saved_card'),
    stripeCustomer: text('stripe_customer'),
    cardLast4: text('card_last4'),
    createdBy: linkedToUser('created_by'),
    ...timestamps(),
  },
  (table) => [
    index('invoice_subscriptions_workspace_idx').on(table.workspaceId, table.status, table.createdAt),
    index('invoice_subscriptions_due_idx').on(table.nextInvoiceDate).where(sql`${table.status} = 'active'`),
    uniqueIndex('invoice_subscriptions_source_idx')
      .on(table.workspaceId, table.sourceRef)
      .where(sql`${table.sourceRef} is not null`),
    check('invoice_subscriptions_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * An invoice to one client. The client's name and email are copied at creation (an invoice is a document: renaming
 * or deleting the client does not rewrite it). Totals are computed from the lines by the contracts' invoiceTotals
 * and stored with them; paid/refunded/credited are kept in step with the ledger in the same transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...workspaceOwned(),
    /** Given when issued: 1, 2, 3 … per workspace. */
    number: integer('number'),
    status: invoiceStatus('status').notNull().default('draft'),
    clientId: linkedTo('client_id', () => clients.id),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    currency: text('currency').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    notes: text('notes').notNull().default(''),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    creditedCents: integer('credited_cents').notNull().default(0),
    /** The platform's application fee on card payments made to the agency's Connect account, and what of it a refund gave back (ADR 055). */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    platformFeeRefundedCents: integer('platform_fee_refunded_cents').notNull().default(0),
    /** The public pay page's key (32 random bytes), made when issued. */
    publicToken: text('public_token'),
    /** Set while a card payment is under way: a second Pay (double click, second tab) is refused until it ends. */
    payingSince: timestamptz('paying_since'),
    createdBy: linkedToUser('created_by'),
    sentAt: timestamptz('sent_at'),
    paidAt: timestamptz('paid_at'),
    voidedAt: timestamptz('voided_at'),
    lastReminderAt: timestamptz('last_reminder_at'),
    /** A subscription's period invoice: the subscription, the period's first day, and card charges tried so far. */
    subscriptionId: uuid('subscription_id').references(() => invoiceSubscriptions.id, { onDelete: 'set null' }),
    periodStart: date('period_start'),
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    unique('invoices_workspace_number_key').on(table.workspaceId, table.number),
    uniqueIndex('invoices_public_token_idx').on(table.publicToken),
    index('invoices_workspace_status_created_idx').on(table.workspaceId, table.status, table.createdAt),
    index('invoices_workspace_created_idx').on(table.workspaceId, table.createdAt),
    index('invoices_client_idx').on(table.clientId),
    // The revenue dashboard's client names: max(client_name) of a client's paid invoices is one index probe.
    index('invoices_workspace_paid_client_name_idx')
      .on(table.workspaceId, table.clientId, table.clientName)
      .where(sql`${table.paidCents} > 0`),
    uniqueIndex('invoices_subscription_period_idx')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.subscriptionId} is not null`),
    index('invoices_open_due_idx').on(table.dueDate).where(sql`${table.status} in ('open', 'overdue')`),
    check('invoices_total_positive', sql`${table.totalCents} > 0`),
    check('invoices_due_after_issue', sql`${table.dueDate} >= ${table.issueDate}`),
    check(
      'invoices_money_in_range',
      sql`${table.paidCents} >= 0 and ${table.refundedCents} >= 0 and ${table.creditedCents} >= 0 and ${table.paidCents} + ${table.creditedCents} <= ${table.totalCents} and ${table.refundedCents} <= ${table.paidCents}`,
    ),
  ],
);

/** Payments (and declined attempts), refunds and credit notes of an invoice: its history, newest last. */
export const invoiceAdjustments = pgTable(
  'invoice_adjustments',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: invoiceAdjustmentKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A payment's platform fee (ADR 055): the agency nets amount − fee. */
    feeCents: integer('fee_cents').notNull().default(0),
    provider: text('provider'),
    /** The provider's payment intent (a payment is recorded once per intent). */
    providerRef: text('provider_ref'),
    reason: text('reason').notNull().default(''),
    createdBy: linkedToUser('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_adjustments_invoice_idx').on(table.invoiceId, table.createdAt),
    uniqueIndex('invoice_adjustments_payment_ref_idx').on(table.providerRef).where(sql`${table.kind} = 'payment'`),
    check('invoice_adjustments_amount_nonnegative', sql`${table.amountCents} >= 0`),
  ],
);

/** Card events already applied (Stripe's or the test checkout's): a replay is a no-op. */
export const invoicePaymentEvents = pgTable('invoice_payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * Double-entry ledger of agency billing. A movement is rows with one movement_key summing to zero (a deferred
 * trigger refuses a commit that breaks this); (movement_key, account) is unique, so a movement applied twice
 * changes nothing. Accounts: receivable (what clients owe), revenue (credit-normal, so negative), cash (what the
 * agency collected, less refunds).
 */
export const invoiceLedgerEntries = pgTable(
  'invoice_ledger_entries',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'no action' }),
    movement: invoiceLedgerMovement('movement').notNull(),
    movementKey: text('movement_key').notNull(),
    account: invoiceLedgerAccount('account').notNull(),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('invoice_ledger_movement_account_key').on(table.movementKey, table.account),
    index('invoice_ledger_invoice_idx').on(table.invoiceId),
    index('invoice_ledger_workspace_account_idx').on(table.workspaceId, table.account, table.createdAt),
    // The revenue dashboard's months: cash rows of a workspace read from the index alone (amount included).
    index('invoice_ledger_cash_month_idx')
      .on(table.workspaceId, table.createdAt, table.amountCents)
      .where(sql`${table.account} = 'cash'`),
    check('invoice_ledger_amount_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

/*
 * The revenue dashboard's running totals (ADR 055), kept by triggers on invoices and invoice_ledger_entries (migration
 * 0050) in the transaction of every change, so the dashboard reads a dozen rows instead of every invoice. Only the
 * invoices module writes the tables they follow; nothing writes these but those triggers.
 */

/**
 * What open and overdue invoices of a workspace still owe, in 16 shards (by invoice): a workspace's concurrent
 * billing transactions (the monthly run issues and charges thousands at once) rarely wait on one another's row.
 */
export const invoiceRevenueOwed = pgTable(
  'invoice_revenue_owed',
  {
    workspaceId: workspaceColumn(),
    shard: smallint('shard').notNull(),
    openCents: bigint('open_cents', { mode: 'number' }).notNull().default(0),
    overdueCents: bigint('overdue_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.shard] })],
);

/** Cash collected per month (UTC): payments less refunds, before platform fees; 16 shards like the owed rows. */
export const invoiceRevenueMonths = pgTable(
  'invoice_revenue_months',
  {
    workspaceId: workspaceColumn(),
    month: date('month').notNull(),
    shard: smallint('shard').notNull(),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.month, table.shard] })],
);

/**
 * Per client: paid less refunded over its invoices with a payment, and how many such invoices it has; 16 shards by
 * invoice (one client's monthly run charges many invoices at once). The dashboard adds a client's shards.
 */
export const invoiceRevenueClients = pgTable(
  'invoice_revenue_clients',
  {
    workspaceId: workspaceColumn(),
    /** The client id as text, or '' for invoices whose client was deleted (a key cannot be null). */
    clientKey: text('client_key').notNull(),
    shard: smallint('shard').notNull(),
    collectedCents: bigint('collected_cents', { mode: 'number' }).notNull().default(0),
    paidInvoices: integer('paid_invoices').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.clientKey, table.shard] })],
);
