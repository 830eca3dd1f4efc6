// Migration tests: a database as an older release left it (the journal cut at a tag), on PGlite or PostgreSQL,
// migrated forward by the real migrator. Shared by db/*-migration.test.ts.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createScratchPostgresDatabase } from './test-database';

const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

/** A copy of the migrations folder whose journal stops at `lastTag`: the database as an older release left it. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'proclub-migrations-'));
  await fs.cp(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

export interface Sql {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openMigrationDatabase(kind: 'pglite' | 'postgres'): Promise<Sql> {
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: async <T>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchPostgresDatabase();
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}
