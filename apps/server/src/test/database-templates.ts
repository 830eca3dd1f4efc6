import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../config/env';
import { openDatabase } from '../db/client';

/**
 * Migrated, empty databases that every test file copies instead of migrating its own.
 *
 * Running the 29 migrations costs a PGlite file several seconds and a PostgreSQL file about one; with ~75 files per
 * database that was minutes of a CI run. A template is built once per set of migrations (keyed by their hash, so
 * a new migration builds a new one and a stale template is never used) and copied per file: PGlite loads a dump of
 * the migrated data dir, PostgreSQL runs CREATE DATABASE … TEMPLATE. The copy still runs the migrator, which finds
 * nothing to do, so a test database is always exactly what `openDatabase` would have made.
 */

const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** A hash of every migration file and the journal: it names the templates. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  for (const name of files.sort()) hash.update(name).update(fs.readFileSync(path.join(migrationsFolder, name)));
  hash.update(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/** The path of a dump (dumpDataDir, uncompressed tar) of a migrated in-memory PGlite; written when missing. */
export async function ensurePgliteTemplate(hash = migrationsHash()): Promise<string> {
  const file = path.join(os.tmpdir(), `proclub-test-template-${hash}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite' });
  try {
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite did not dump its data dir');
    // Written under a private name and renamed, so a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * A PGlite data dir (a `pgdata` folder, as a server keeps under its DATA_DIR) holding the migrated database of the
 * dump `templateFile`; made once per dump and copied by tests that spawn a server whose subject is not migrating.
 */
export async function ensurePgliteDataDirTemplate(templateFile: string): Promise<string> {
  const dir = templateFile.replace(/\.tar$/, '-datadir');
  if (fs.existsSync(path.join(dir, 'pgdata'))) return dir;
  // Built under a private name and renamed, so a concurrent run never copies half a data dir.
  const partial = `${dir}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: partial, loadDataDir: readPgliteTemplate(templateFile) });
  await database.close();
  fs.rmSync(path.join(partial, 'proclub.lock'), { force: true });
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    // Another run renamed its copy first: theirs is as good as ours.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'pgdata'))) throw error;
  }
  return dir;
}

/** Reads a PGlite template written by ensurePgliteTemplate, as the Blob `PGlite.create({ loadDataDir })` takes. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}

/** Runs `run` on a client connected to `url`, closed afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated template database on the PostgreSQL server at `serverUrl`; created when missing.
 * Templates of older migration sets are left alone: another run (a branch with other migrations) may be copying one.
 */
export async function ensurePostgresTemplate(serverUrl: string, hash = migrationsHash()): Promise<string> {
  const name = `proclub_template_${hash}`;
  const templateExists = () =>
    withClient(serverUrl, async (client) => {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      return rowCount !== 0;
    });
  if (await templateExists()) return name;

  // Built under a private name and renamed when complete, so nobody copies a half-migrated template.
  const building = `proclub_building_${hash}_${crypto.randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${building}"`));
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building), poolSize: 1 });
    await database.close();
    await withClient(serverUrl, (client) => client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
  } catch (error) {
    // Another run finished the same template first: theirs is as good as ours.
    await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
    if (!(await templateExists())) throw error;
  }
  return name;
}
