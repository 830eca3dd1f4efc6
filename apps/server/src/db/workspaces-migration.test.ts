// The workspaces migration (ADR 045 §9) on a database that lived before it: every seller account gets exactly one
// personal workspace it owns, named after the company (else the person), and nobody else gets one.
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openMigrationDatabase as open, type Sql } from '../test/migration-harness';
import { databaseKinds } from '../test/test-database';

const BEFORE = '0035_ban_appeals';
const WORKSPACES = '0036_workspaces';

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
