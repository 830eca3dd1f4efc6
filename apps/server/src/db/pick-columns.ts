import { getTableColumns, type Table } from 'drizzle-orm';

/** Some of a table's columns, each under its own name: the selection of a query that reads them as they are. */
export function pickColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  names: K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<T['_']['columns'], K>;
}
