import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { databaseUrl, readPgliteTemplate, withClient } from './database-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The PostgreSQL server the suites also run against, e.g. postgres://postgres@127.0.0.1:5432/test.
 * Tests are the one place besides config/env.ts that read the environment: this switch is for the test runner only.
 */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A PostgreSQL database of our own on the test server, dropped by drop(). */
export interface ScratchPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return testDatabaseUrl;
}

function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(adminUrl(), run);
}

/**
 * CREATE DATABASE proclub_test_<random> on the TEST_DATABASE_URL server so no two runs or files share rows;
 * a copy of `template` (an already migrated database) when given, else empty.
 */
export async function createScratchPostgresDatabase(template?: string): Promise<ScratchPostgresDatabase> {
  const name = `proclub_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  let dropped = false;
  return {
    name,
    url: databaseUrl(adminUrl(), name),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE ends connections a killed server process may have left behind.
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export interface TestDatabase {
  database: Database;
  kind: DatabaseKind;
  /** The database's own URL (PostgreSQL only), for a second app or a spawned server. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the scratch database. */
  dispose(): Promise<void>;
}

/**
 * The run's migrated template of this kind (built by test/global-setup.ts), or undefined outside a Vitest run (the
 * benches build their databases with this file too) — the database is then migrated from scratch.
 */
function runTemplate<K extends 'pgliteTemplate' | 'pgliteDataDirTemplate' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL scratch database that is already migrated (a copy of the run's template; migrated from scratch
 * outside a Vitest run), for a spawned server whose test is not about migrating.
 */
export async function createMigratedScratchPostgresDatabase(): Promise<ScratchPostgresDatabase> {
  const template = runTemplate('postgresTemplate');
  const scratch = await createScratchPostgresDatabase(template);
  if (!template) {
    try {
      await (await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 })).close();
    } catch (error) {
      await scratch.drop();
      throw error;
    }
  }
  return scratch;
}

/**
 * Fills the PGlite data dir of `dataDir` (DATA_DIR; the database lives in its pgdata/) with a migrated, empty
 * database, as a server would leave it after its first start. A spawned server then skips the 29 migrations,
 * which cost a short-lived process several seconds of CPU: for tests about locks, signals and restarts, not
 * about migrating (production-defaults.test.ts and two-instances.test.ts still start on empty ones).
 */
export async function prepareMigratedDataDir(dataDir: string): Promise<void> {
  const template = runTemplate('pgliteDataDirTemplate');
  if (template) {
    await fs.cp(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
    return;
  }
  await (await openDatabase({ kind: 'pglite', dataDir })).close();
}

/**
 * An empty, migrated database: PGlite in memory, or a fresh PostgreSQL database on the test server. Both start
 * from the run's migrated template (test/global-setup.ts) when there is one; the migrator then has nothing to do.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = runTemplate('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      ...(template ? { loadDataDir: readPgliteTemplate(template) } : {}),
    });
    return { database, kind, dispose: () => database.close() };
  }
  const scratch = await createScratchPostgresDatabase(runTemplate('postgresTemplate'));
  try {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
    return {
      database,
      kind,
      url: scratch.url,
      async dispose() {
        try {
          await database.close();
        } finally {
          await scratch.drop();
        }
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
