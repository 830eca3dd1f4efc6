import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, newestFirst, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { belongsToUser, linkedToUser } from './user-columns';
import { workspaceColumn } from './workspace-columns';

/** A note on a client's record: markdown stored as written (rendered safely by the browser). */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuidPrimaryKey(),
    workspaceId: workspaceColumn(),
    clientId: belongsTo('client_id', () => clients.id),
    /** Who wrote it (null once that account is deleted: the note stays, "Deleted user"). */
    authorId: linkedToUser('author_id'),
    body: text('body').notNull(),
    /** When it was pinned (null: not pinned); pinned notes come first, latest pin on top. */
    pinnedAt: timestamptz('pinned_at'),
    ...timestamps(),
  },
  (table) => [index('client_notes_client_created_idx').on(table.clientId, ...newestFirst(table))],
);

/** A named filter set of the client list ("My active clients"), kept per user. */
export const crmSavedViews = pgTable(
  'crm_saved_views',
  {
    id: uuidPrimaryKey(),
    userId: belongsToUser('user_id'),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    ...timestamps(),
  },
  (table) => [index('crm_saved_views_user_idx').on(table.userId, table.name)],
);
