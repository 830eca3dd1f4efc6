import type { Database } from '../../db/client';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** The one thing pg-boss needs from a database (its `db` option), plus our own queries. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/** An executor that can also run a function inside one transaction (a pooled client or PGlite's lock). */
export interface TransactionalSql extends SqlExecutor {
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * PGlite's query() takes one statement; pg-boss sends some commands as one multi-statement string without
 * parameters (BEGIN; …; COMMIT;). Those go through exec(), which runs them in one go under PGlite's lock.
 */
function pgliteExecutor(client: PgliteLike): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return (await client.query(text, values)) as SqlResult;
      const results = await client.exec(text);
      return (results[results.length - 1] ?? { rows: [] }) as SqlResult;
    },
  };
}

/** Adapts the app's opened database (node-postgres pool or PGlite) for the job engine. */
export function sqlFor(database: Database): TransactionalSql {
  if (database.pglite) {
    const pglite = database.pglite;
    return {
      ...pgliteExecutor(pglite as unknown as PgliteLike),
      transaction: (work) => pglite.transaction((tx) => work(pgliteExecutor(tx as unknown as PgliteLike))),
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('the job engine needs a PostgreSQL pool or PGlite');
  return {
    executeSql: (text, values) => pool.query(text, values) as Promise<SqlResult>,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ executeSql: (text, values) => client.query(text, values) as Promise<SqlResult> });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
