import { eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { queryRows } from './query-rows.repository';

export type Dataset = Record<string, unknown>[];

/**
 * One part of a person's data export (issue #37): a name (the CSV's file name), the tables it covers (the schema walk
 * in accounts' export test checks every user-linked table is covered by one), and how to read it. Each owning module
 * declares its own parts in `<m>.personal-data.repository.ts`, so the export never reads another module's tables.
 */
export interface PersonalDataSet {
  name: string;
  tables: readonly string[];
  read(userId: string): Promise<Dataset>;
}

/** Drops generated search vectors: they are an index, not the person's data. */
export function plain(rows: Record<string, unknown>[]): Dataset {
  return rows.map(({ search: _search, ...rest }) => rest);
}

/**
 * Every row of `table` where one of `columns` is the person, as stored (rows that are all the person's own). A row
 * about one of the seller's CRM clients also names the client (`client`), so the export reads names, not only ids.
 */
export function rowsWhere(db: Db, name: string, table: PgTable, columns: PgColumn[]): PersonalDataSet {
  const fields: Record<string, PgColumn | SQL.Aliased> = { ...getTableColumns(table) };
  const clientId = fields.clientId;
  if (clientId && getTableConfig(table).name !== 'clients')
    fields.client = sql<string | null>`(select c.name from clients c where c.id = ${clientId})`.as('client');
  return {
    name,
    tables: [getTableConfig(table).name],
    read: async (userId) =>
      plain(
        (await db
          .select(fields)
          .from(table)
          .where(or(...columns.map((column) => eq(column, userId))))) as Record<string, unknown>[],
      ),
  };
}

/** A part read with hand-written SQL (joins for names rather than ids). */
export function rowsFromSql(db: Db, name: string, tables: readonly string[], query: (userId: string) => SQL): PersonalDataSet {
  return { name, tables, read: async (userId) => plain(await queryRows<Record<string, unknown>>(db, query(userId))) };
}
