import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { uuidPrimaryKey } from './columns';

// References to an account (user ids are text). Kept apart from columns.ts, which auth.ts itself uses.

/** The user the row belongs to: required, and deleting the account deletes the row. */
export const belongsToUser = <TName extends string>(name: TName) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A user the row names but outlives: null once that account is deleted (shown as "Deleted user"). */
export const linkedToUser = <TName extends string>(name: TName) => text(name).references(() => user.id, { onDelete: 'set null' });

/** The seller who owns the row: every read and write is scoped by it, and deleting the user deletes the row. */
export const vendorColumn = () => belongsToUser('vendor_id');

/** id and owning seller, the first columns of every seller-owned table. */
export const vendorOwned = () => ({ id: uuidPrimaryKey(), vendorId: vendorColumn() });
