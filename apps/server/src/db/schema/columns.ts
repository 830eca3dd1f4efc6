import { numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Column shapes shared by the tables, so each is spelled (and migrated) the same way everywhere.

/** Dollars and cents, read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** created_at and updated_at, both set on insert; updates set updated_at themselves. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The seller who owns the row: every read and write is scoped by it, and deleting the user deletes the row. */
export const vendorColumn = () =>
  text('vendor_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
