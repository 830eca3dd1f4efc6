import { DISPUTE_OUTCOMES, DISPUTE_STATUSES, type DisputeAuthor } from '@proclub/contracts/orders';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, newestFirst, timestamptz, uuidPrimaryKey } from './columns';
import { orderStatus, orders } from './orders';
import { linkedToUser } from './user-columns';

export const disputeStatus = pgEnum('order_dispute_status', DISPUTE_STATUSES);
export const disputeOutcome = pgEnum('order_dispute_outcome', DISPUTE_OUTCOMES);

/**
 * A party contesting an accepted order (issue 15, ADR 028). While open the order is 'disputed' and its money stays
 * held; an admin resolves it (release, refund, or partial refund), which settles the ledger once.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuidPrimaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    openedById: linkedToUser('opened_by_id'),
    openedBy: text('opened_by').$type<'buyer' | 'seller'>().notNull(),
    /** The status the order had when it was contested. */
    previousStatus: orderStatus('previous_status').notNull(),
    reason: text('reason').notNull(),
    status: disputeStatus('status').notNull().default('open'),
    outcome: disputeOutcome('outcome'),
    refundCents: integer('refund_cents'),
    note: text('note'),
    resolvedById: linkedToUser('resolved_by_id'),
    resolvedAt: timestamptz('resolved_at'),
    /** The answering side was reminded a day before respond-by (ADR 044): set once by the orders.dispute-deadlines job. */
    remindedAt: timestamptz('reminded_at'),
    /** Respond-by passed without an answer: the dispute went to the admin queue as overdue (ADR 044). */
    escalatedAt: timestamptz('escalated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // At most one open dispute per order.
    uniqueIndex('order_disputes_open_uq').on(table.orderId).where(sql`${table.status} = 'open'`),
    index('order_disputes_status_created_idx').on(table.status, ...newestFirst(table)),
    // The deadline job's scan: open disputes not yet escalated, oldest first.
    index('order_disputes_open_deadline_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open' and ${table.escalatedAt} is null`),
  ],
);

/**
 * The dispute's conversation (issue 37): the buyer, the seller and the admin write while it is open. The author's
 * side is kept even after their account is gone (author_id is then null).
 */
/** An evidence file of a dispute message (storage key private to the server). */
export interface DisputeEvidenceFile {
  id: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
}

export const orderDisputeMessages = pgTable(
  'order_dispute_messages',
  {
    id: uuidPrimaryKey(),
    disputeId: belongsTo('dispute_id', () => orderDisputes.id),
    authorId: linkedToUser('author_id'),
    author: text('author').$type<DisputeAuthor>().notNull(),
    message: text('message').notNull(),
    /** Evidence: files checked like delivered work (ADR 027), stored privately; only the download routes serve them. */
    files: jsonb('files').$type<DisputeEvidenceFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('order_dispute_messages_dispute_created_idx').on(table.disputeId, table.createdAt)],
);
