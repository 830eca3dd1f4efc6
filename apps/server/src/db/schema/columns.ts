import { type AnyPgColumn, customType, type ExtraConfigColumn, index, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column shapes shared by the tables, so each is spelled (and migrated) the same way everywhere.

/** Dollars and cents, read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A full-text document, always generated from the row's own columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The uuid primary key the database makes on insert. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** Set on insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set on insert; updates set it themselves. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** created_at and updated_at, both set on insert; updates set updated_at themselves. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row this one is part of: required, and deleting that row deletes this one. */
export const belongsTo = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row this one points at but outlives: the link is cleared when that row is deleted. */
export const linkedTo = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

type NewestFirstColumns = { createdAt: ExtraConfigColumn; id: ExtraConfigColumn };

/** Keyset order of a newest-first list: created_at, then id to break ties, both descending. */
export const newestFirst = (table: NewestFirstColumns) => [table.createdAt.desc(), table.id.desc()] as const;

/** A seller's rows, newest first: the index behind every seller-scoped list page. */
export const vendorNewestIndex = (name: string, table: NewestFirstColumns & { vendorId: ExtraConfigColumn }) =>
  index(name).on(table.vendorId, ...newestFirst(table));
