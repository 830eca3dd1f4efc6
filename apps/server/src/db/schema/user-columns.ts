import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';

// References to an account (user ids are text). Kept apart from columns.ts, which auth.ts itself uses.

/** The user the row belongs to: required, and deleting the account deletes the row. */
export const belongsToUser = <TName extends string>(name: TName) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A user the row names but outlives: null once that account is deleted (shown as "Deleted user"). */
export const linkedToUser = <TName extends string>(name: TName) => text(name).references(() => user.id, { onDelete: 'set null' });
