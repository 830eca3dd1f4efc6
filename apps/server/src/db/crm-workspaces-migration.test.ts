// The CRM and hub re-keying migration (0038, ADR 045 §9): a database built at 0037 and filled with rows keeps every
// row, and every row stays with the same owner, whose personal workspace it now belongs to (workspace_id).
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openMigrationDatabase as open, type Sql } from '../test/migration-harness';
import { databaseKinds } from '../test/test-database';

const BEFORE = '0037_crm_record';
const AFTER = '0038_crm_workspaces';

const TABLES = [
  'clients',
  'projects',
  'client_notes',
  'proof_reports',
  'client_audits',
  'onboarding_workflows',
  'client_schedules',
] as const;

// Sellers got their workspace in 0036; the client-role account owns CRM rows too (its role changed since), so the
// migration must give it a workspace rather than fail on the new foreign key.
const people = [
  { id: 'u-agency', role: 'agency', company: 'Harbor Digital' },
  { id: 'u-vendor', role: 'vendor', company: null },
  { id: 'u-freelancer', role: 'freelancer', company: 'Solo' },
  { id: 'u-was-seller', role: 'client', company: 'Former Seller Co' },
];

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

async function fill(db: Sql) {
  const next = random(31);
  for (const person of people) {
    await db.query(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
      person.id,
      `${person.id} account`,
      `${person.id}@example.test`,
    ]);
    await db.query('insert into profiles (id, role, full_name, email, company_name) values ($1, $2, $3, $4, $5)', [
      person.id,
      person.role === 'client' ? 'agency' : person.role,
      person.id,
      `${person.id}@example.test`,
      person.company,
    ]);
  }
  // Workspaces exist for the sellers of the time (0036); then one of them became a client (no workspace of its own).
  await db.query(`delete from workspace_members where user_id = 'u-was-seller'`);
  await db.query(`delete from workspaces where id = 'u-was-seller'`);
  await db.query(`update profiles set role = 'client' where id = 'u-was-seller'`);
  for (const person of people) {
    const clients = 2 + next(5);
    for (let c = 0; c < clients; c++) {
      const [client] = await db.query<{ id: string }>(
        'insert into clients (vendor_id, name, email, tags) values ($1, $2, $3, $4) returning id',
        [person.id, `Client ${c} of ${person.id}`, `c${c}.${person.id}@example.test`, c % 2 ? ['vip'] : []],
      );
      for (let p = 0; p < (c === 0 ? 1 : next(3)); p++)
        await db.query('insert into projects (vendor_id, client_id, title) values ($1, $2, $3)', [person.id, client.id, `P${p}`]);
      for (let n = 0; n < (c === 0 ? 1 : next(3)); n++)
        await db.query('insert into client_notes (vendor_id, client_id, author_id, body) values ($1, $2, $1, $3)', [
          person.id,
          client.id,
          `note ${n}`,
        ]);
      if (c === 0 || next(2))
        await db.query(
          `insert into proof_reports (vendor_id, client_id, title, report_period_start, report_period_end, sent_at)
           values ($1, $2, 'Report', '2026-10-01', '2026-10-31', $3)`,
          [person.id, client.id, next(2) ? new Date() : null],
        );
      if (c === 0 || next(2)) {
        const [audit] = await db.query<{ id: string }>(
          `insert into client_audits (vendor_id, client_id, audit_type, website_url) values ($1, $2, 'seo', 'https://example.test') returning id`,
          [person.id, client.id],
        );
        await db.query(
          'insert into client_schedules (vendor_id, client_id, audit_id, next_audit_at) values ($1, $2, $3, now())',
          [person.id, client.id, audit.id],
        );
      }
      if (c === 0 || next(2))
        await db.query(
          `insert into onboarding_workflows (vendor_id, client_id, workflow_name, steps) values ($1, $2, 'Start', '[]'::jsonb)`,
          [person.id, client.id],
        );
    }
  }
}

/** Every row's (id → owner) pair, per table, sorted. */
async function owners(db: Sql, column: 'vendor_id' | 'workspace_id') {
  const pairs: Record<string, string[]> = {};
  for (const table of TABLES)
    pairs[table] = (await db.query<{ pair: string }>(`select id || ' ' || ${column} as pair from ${table} order by 1`)).map(
      (row) => row.pair,
    );
  return pairs;
}

describe.each(databaseKinds())('migration %s: CRM and hub rows belong to workspaces', (kind) => {
  const opened: Sql[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('keeps every row with its owner, now its workspace, and gives a workspace to an owner that had none', async () => {
    const db = await open(kind);
    opened.push(db);
    await db.migrate(await migrationsUpTo(BEFORE));
    await fill(db);
    const before = await owners(db, 'vendor_id');
    for (const table of TABLES) expect(before[table].length, table).toBeGreaterThan(0);

    await db.migrate(await migrationsUpTo(AFTER));

    expect(await owners(db, 'workspace_id')).toEqual(before);
    const members = await db.query<{ workspace_id: string; user_id: string; role: string; name: string }>(
      `select m.workspace_id, m.user_id, m.role, w.name from workspace_members m join workspaces w on w.id = m.workspace_id
       order by m.workspace_id`,
    );
    expect(members).toEqual([
      { workspace_id: 'u-agency', user_id: 'u-agency', role: 'owner', name: 'Harbor Digital' },
      { workspace_id: 'u-freelancer', user_id: 'u-freelancer', role: 'owner', name: 'Solo' },
      { workspace_id: 'u-vendor', user_id: 'u-vendor', role: 'owner', name: 'u-vendor' },
      { workspace_id: 'u-was-seller', user_id: 'u-was-seller', role: 'owner', name: 'Former Seller Co' },
    ]);
    // Attribution: the rows made before teams name their seller.
    const [unattributed] = await db.query<{ count: number }>(
      `select (select count(*) from clients where created_by is distinct from workspace_id)
            + (select count(*) from projects where created_by is distinct from workspace_id) as count`,
    );
    expect(Number(unattributed.count)).toBe(0);
    // The foreign key now points at the workspace: deleting it takes its rows along.
    await db.query(`delete from workspaces where id = 'u-vendor'`);
    for (const table of TABLES) {
      const [{ count }] = await db.query<{ count: number }>(
        `select count(*)::int as count from ${table} where workspace_id = 'u-vendor'`,
      );
      expect(count, table).toBe(0);
    }
  });
});
