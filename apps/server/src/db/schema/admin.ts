import { APPEAL_STATUSES, REPORT_STATUSES, REPORT_TARGETS } from '@proclub/contracts/admin';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, newestFirst, timestamptz, uuidPrimaryKey } from './columns';
import { belongsToUser, linkedToUser } from './user-columns';

export const reportTarget = pgEnum('report_target', REPORT_TARGETS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

/**
 * A user's report of a service, review or message. target_id is text with no foreign key: the report (and its
 * resolution) outlives the content it was about.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuidPrimaryKey(),
    reporterId: linkedToUser('reporter_id'),
    targetType: reportTarget('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The user the content belongs to, taken when reported (drives "moderation history" and notifications). */
    targetOwnerId: linkedToUser('target_owner_id'),
    /** A snapshot of the content, so the queue still says what it was after a removal. */
    targetSummary: text('target_summary'),
    reason: text('reason').notNull(),
    status: reportStatus('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: linkedToUser('resolved_by'),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('content_reports_queue_idx').on(table.status, ...newestFirst(table)),
    index('content_reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * Every admin action, append-only: the API has no way to change it and a trigger (migration) refuses UPDATE and
 * DELETE. Actor and target are plain text (no foreign keys) so deleting an account never rewrites history.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The user the action affected, when there is one (the user page's moderation history). */
    targetUserId: text('target_user_id'),
    /** The workspace the affected content belongs to (a listing's), with its name at the time (issue 31). */
    workspaceId: text('workspace_id'),
    workspaceName: text('workspace_name'),
    reason: text('reason'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_target_user_idx').on(table.targetUserId, table.id).where(sql`${table.targetUserId} is not null`),
  ],
);

/**
 * Orders and GMV per day and service category, kept by triggers on `orders` in the same transaction as each order
 * write (migration 0017): the metrics read at most 90 × categories rows instead of scanning every order.
 */
export const orderStatsDaily = pgTable(
  'order_stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    orders: integer('orders').notNull().default(0),
    /** Price of the day's orders that are not declined or cancelled. */
    gmv: numeric('gmv', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.category] })],
);

/** Each seller's newest order (trigger-kept): "active sellers" counts these in the period on one index. */
export const sellerActivity = pgTable(
  'seller_activity',
  {
    sellerId: text('seller_id').primaryKey(),
    lastOrderAt: timestamptz('last_order_at').notNull(),
  },
  (table) => [index('seller_activity_last_order_idx').on(table.lastOrderAt)],
);

export const appealStatus = pgEnum('appeal_status', APPEAL_STATUSES);

/**
 * A suspended person's appeal of their ban (issue #37), filed from the public appeal form and decided by an admin
 * (lift the ban or reject with a reason). Deleting the account deletes its appeals.
 */
export const banAppeals = pgTable(
  'ban_appeals',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    message: text('message').notNull(),
    banReason: text('ban_reason'),
    status: appealStatus('status').notNull().default('open'),
    decisionReason: text('decision_reason'),
    decidedBy: linkedToUser('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ban_appeals_queue_idx').on(table.status, ...newestFirst(table)),
    // One open appeal per person: a second one while the first waits adds nothing to the queue.
    uniqueIndex('ban_appeals_one_open_idx').on(table.userId).where(sql`${table.status} = 'open'`),
  ],
);
