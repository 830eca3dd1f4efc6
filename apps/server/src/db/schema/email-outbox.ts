import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, newestFirst, timestamptz, uuidPrimaryKey } from './columns';

/**
 * pending: waiting for SMTP delivery (retried with backoff); sent: accepted by the SMTP server;
 * failed: gave up after the last retry; captured: no SMTP configured, kept for /dev/mailbox.
 */
export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed', 'captured']);

/** Every email the app sends is written here first (the outbox), then delivered from here. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuidPrimaryKey(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    /** Extra headers, e.g. List-Unsubscribe for campaign mail (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: emailStatus('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail may next be tried; a worker that claims it pushes this forward as a lease. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('email_outbox_created_idx').on(...newestFirst(table)),
  ],
);
