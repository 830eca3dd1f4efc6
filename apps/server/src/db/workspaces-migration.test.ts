// The workspaces migration (ADR 045 §9) on a database that lived before it: every seller account gets exactly one
// personal workspace it owns, named after the company (else the person), and nobody else gets one.
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
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, databaseKinds } from '../test/test-database';

const MIGRATIONS = path.resolve(import.meta.dirname, 'migrations');
const BEFORE = '0035_ban_appeals';
const WORKSPACES = '0036_workspaces';

/** A copy of the migrations folder whose journal stops at `lastTag`: the database as an older release left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
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

interface Sql {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function open(kind: 'pglite' | 'postgres'): Promise<Sql> {
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

const people = [
  { id: 'u-agency', role: 'agency', company: 'Harbor Digital', fullName: 'Sam Rivera' },
  { id: 'u-vendor', role: 'vendor', company: '  ', fullName: 'Vic Vendor' },
  { id: 'u-freelancer', role: 'freelancer', company: null, fullName: null },
  { id: 'u-client', role: 'client', company: 'Buyer Co', fullName: 'Cleo Client' },
  { id: 'u-unset', role: null, company: null, fullName: 'Not set up' },
];

describe.each(databaseKinds())('migration %s: personal workspaces for every seller', (kind) => {
  const opened: Sql[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('gives each seller one workspace they own, named after the company or the person; buyers get none', async () => {
    const db = await open(kind);
    opened.push(db);
    await db.migrate(await migrationsUpTo(BEFORE));
    for (const person of people) {
      await db.query(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
        person.id,
        `${person.id} account`,
        `${person.id}@example.test`,
      ]);
      await db.query('insert into profiles (id, role, full_name, email, company_name) values ($1, $2, $3, $4, $5)', [
        person.id,
        person.role,
        person.fullName,
        `${person.id}@example.test`,
        person.company,
      ]);
    }
    // Seller rows keep their key, which is now their workspace's id.
    await db.query(`insert into clients (vendor_id, name, email) values ('u-agency', 'Acme', 'acme@example.test')`);

    await db.migrate(await migrationsUpTo(WORKSPACES));

    const rows = await db.query<{ user_id: string; workspace_id: string; role: string; name: string }>(
      `select m.user_id, m.workspace_id, m.role, w.name from workspace_members m join workspaces w on w.id = m.workspace_id order by m.user_id`,
    );
    // A personal workspace's id is its owner's: the seller's rows (vendor_id) are the workspace's from the start.
    expect(rows).toEqual([
      { user_id: 'u-agency', workspace_id: 'u-agency', role: 'owner', name: 'Harbor Digital' },
      { user_id: 'u-freelancer', workspace_id: 'u-freelancer', role: 'owner', name: 'u-freelancer account' },
      { user_id: 'u-vendor', workspace_id: 'u-vendor', role: 'owner', name: 'Vic Vendor' },
    ]);
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from workspaces');
    expect(count).toBe(3);
    const [{ clients }] = await db.query<{ clients: number }>(
      `select count(*)::int as clients from clients where vendor_id = 'u-agency'`,
    );
    expect(clients).toBe(1);
  });
});
