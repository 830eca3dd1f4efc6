import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from './keyset.repository';

/**
 * Rows that each belong to one workspace (ADR 045): every read and write by id is scoped to `workspace_id`, so nobody
 * can reach another workspace's row by guessing its id (the not-found answer is the same either way). The `vendorId`
 * parameters below take that workspace's id.
 */
export type OwnedTable = PgTable & { id: PgColumn; workspaceId: PgColumn };

const ownerColumn = (table: OwnedTable): PgColumn => table.workspaceId;

/** Owned rows that each concern one of the seller's clients. */
export type ClientOwnedTable = OwnedTable & { clientId: PgColumn };

/** The seller's row with this id. */
export function ownedRow(table: OwnedTable, vendorId: string, id: string): SQL {
  return and(eq(ownerColumn(table), vendorId), eq(table.id, id)) as SQL;
}

/** Whether the row with this id is the seller's. */
export async function isOwned(db: Db, table: OwnedTable, vendorId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(ownedRow(table, vendorId, id));
  return !!row;
}

/** The seller's rows, narrowed to one client and/or one row when given (the list endpoints' filters). */
export function ownedRows(table: ClientOwnedTable, vendorId: string, only: { clientId?: string; id?: string }): SQL {
  const conditions = [eq(ownerColumn(table), vendorId)];
  if (only.clientId) conditions.push(eq(table.clientId, only.clientId));
  if (only.id) conditions.push(eq(table.id, only.id));
  return and(...conditions) as SQL;
}

/** SELECT columns FROM table JOIN clients: the rows of a client-owned table, each with its client's fields. */
export function selectWithClient<C extends SelectedFields>(db: Db, table: ClientOwnedTable, columns: C) {
  return db.select(columns).from(table).innerJoin(clients, eq(clients.id, table.clientId));
}

/** As selectWithClient, for tables whose rows may belong to no client (the client's fields are then null). */
export function selectWithOptionalClient<C extends SelectedFields>(db: Db, table: ClientOwnedTable, columns: C) {
  return db.select(columns).from(table).leftJoin(clients, eq(clients.id, table.clientId));
}

/** Which of the seller's rows a list reads: narrowed to one client and/or one row when given, at most `limit`. */
export interface OwnedListing {
  vendorId: string;
  clientId?: string;
  id?: string;
  limit: number;
}

/**
 * The seller's newest rows with their clients (the list endpoints). `join` is selectWithOptionalClient for tables
 * whose rows may belong to no client; the caller's row type then has the client's fields nullable.
 */
export async function newestOwnedWithClient<C extends SelectedFields>(
  db: Db,
  table: ClientOwnedTable & { createdAt: PgColumn },
  columns: C,
  listing: OwnedListing,
  join: typeof selectWithClient = selectWithClient,
): Promise<SelectResultFields<C>[]> {
  // Drizzle cannot follow a generic selection through the joins; the rows are what `columns` select.
  const rows = await join(db, table, columns as SelectedFields)
    .where(ownedRows(table, listing.vendorId, listing))
    .orderBy(newestFirst(table.createdAt, table.id))
    .limit(listing.limit);
  return rows as SelectResultFields<C>[];
}

/** The seller's row with this id and its client's fields; null when there is no such row of theirs. */
export async function findOwnedWithClient<C extends SelectedFields>(
  db: Db,
  table: ClientOwnedTable,
  columns: C,
  vendorId: string,
  id: string,
): Promise<SelectResultFields<C> | null> {
  const [row] = await selectWithClient(db, table, columns as SelectedFields).where(ownedRow(table, vendorId, id));
  return (row as SelectResultFields<C> | undefined) ?? null;
}

/**
 * One newest-first keyset page of the seller's rows with their clients: limit + 1 rows, so the caller knows whether
 * more follow, each with the `key` the next cursor is made of.
 */
export function ownedPageWithClient<C extends SelectedFields>(
  db: Db,
  table: ClientOwnedTable & { createdAt: PgColumn },
  columns: C,
  page: { vendorId: string; limit: number; after: { createdAt: string; id: string } | null },
) {
  const owned = eq(ownerColumn(table), page.vendorId);
  return selectWithClient(db, table, { ...columns, key: createdAtKey(table.createdAt) })
    .where(page.after ? and(owned, olderThan(table.createdAt, table.id, page.after)) : owned)
    .orderBy(newestFirst(table.createdAt, table.id))
    .limit(page.limit + 1);
}

/** Inserts one row and returns its id. */
export async function insertReturningId<T extends OwnedTable>(db: Db, table: T, values: PgInsertValue<T>): Promise<string> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row.id as string;
}

/** Updates the seller's row; false when there is no such row of theirs. */
export async function updateOwned<T extends OwnedTable>(
  db: Db,
  table: T,
  vendorId: string,
  id: string,
  set: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(set)
    .where(ownedRow(table, vendorId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes the seller's row; false when there is no such row of theirs. */
export async function deleteOwned(db: Db, table: OwnedTable, vendorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ownedRow(table, vendorId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
