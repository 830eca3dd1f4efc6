import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../config/env';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres Drizzle databases: repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; used by /api/health. */
  ping(): Promise<void>;
  /** Flushes (CHECKPOINT on PGlite) and closes connections and the data-dir lock. */
  close(): Promise<void>;
  /** The pool and its URL, for LISTEN/NOTIFY (PostgreSQL only). */
  pool?: pg.Pool;
  connectionString?: string;
  pglite?: PGlite;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string /* undefined = in-memory */;
      /** An in-memory database's starting data dir (a `dumpDataDir` tarball): tests start from a migrated copy. */
      loadDataDir?: Blob;
    };

const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
const MIGRATION_LOCK_ID = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client dropped by the server; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  // Several instances may boot at once against one server: serialise migrations with an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    pool,
    connectionString: url,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm backs the CRM client search index (migration 0011).
    const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
    client = dataDir ? await PGlite.create(path.join(dataDir, 'pgdata'), options) : await PGlite.create(options);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      async ping() {
        await client.query('select 1');
      },
      async close() {
        try {
          await client.exec('CHECKPOINT');
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
