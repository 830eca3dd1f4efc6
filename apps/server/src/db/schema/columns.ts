import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, type ExtraConfigColumn, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column shapes shared by the tables, so each is spelled (and migrated) the same way everywhere.

/** Dollars and cents, read as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A list of strings (tags, features, add-ons, …), empty unless given. */
export const textList = <TName extends string>(name: TName) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A full-text document, always generated from the row's own columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The uuid primary key the database makes on insert. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** A point in time; every one is stored with its time zone. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** Set on insert. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Set on insert; updates set it themselves. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

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
