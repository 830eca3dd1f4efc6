import { EMAIL_MODES, NOTIFICATION_KINDS } from '@proclub/contracts/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, newestFirst, timestamptz, updatedAt, uuidPrimaryKey } from './columns';
import { belongsToUser } from './user-columns';
import { workspaces } from './workspaces';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const notificationEmailMode = pgEnum('notification_email_mode', EMAIL_MODES);

/**
 * One row per thing that happened to a user. `in_app` rows are the bell and the /notifications page; rows kept
 * only for the daily digest (in_app false) never show there. `digest_pending` marks rows the next digest mails.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    /** The workspace the notice concerns (issue 31), null for a personal one; the bell filters by it. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    /** What it is about (e.g. 'conversation' + id), so reading the thing reads its notifications. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    inApp: boolean('in_app').notNull().default(true),
    digestPending: boolean('digest_pending').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_idx')
      .on(table.userId, ...newestFirst(table))
      .where(sql`${table.inApp}`),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.inApp} and ${table.readAt} is null`),
    index('notifications_user_subject_idx')
      .on(table.userId, table.subjectType, table.subjectId)
      .where(sql`${table.readAt} is null`),
    index('notifications_digest_pending_idx').on(table.userId, table.createdAt).where(sql`${table.digestPending}`),
  ],
);

/** A user's choice per kind; a kind without a row uses DEFAULT_PREFERENCE (in the app, no email). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsToUser('user_id'),
    kind: notificationKind('kind').notNull(),
    inApp: boolean('in_app').notNull(),
    email: notificationEmailMode('email').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
