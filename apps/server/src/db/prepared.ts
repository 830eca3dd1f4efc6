import pg from 'pg';
import type { Db } from './client';

export type RawRow = Record<string, unknown>;

/**
 * Runs hand-written SQL on the database under a Drizzle `db`, skipping the ORM's query builder and row mapping
 * (the hot reads, issue #18). With a name, node-postgres prepares the statement once per connection and then
 * sends only its parameters; without one (searches, whose best plan depends on the words), each call is
 * planned afresh. PGlite is in-process and has no named statements: the text is run as given.
 */
interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

export type PreparedQuery = <T = RawRow>(statement: Statement) => Promise<T[]>;

export function preparedQuery(db: Db): PreparedQuery {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async <T>({ name, text, values }: Statement) => (await client.query({ name, text, values })).rows as T[];
  }
  const pglite = client as { query<T>(text: string, values: unknown[]): Promise<{ rows: T[] }> };
  return async <T>({ text, values }: Statement) => (await pglite.query<T>(text, values)).rows;
}
