// The tools' re-keying migration (0039, ADR 045 §2 and §9) on a database that lived before it: every analysis,
// campaign, suppression, proposal and product row keeps its owner, now named workspace_id and pointing at the
// workspace (whose id is the seller's), and an account that owned rows without having got a workspace gets one.
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo, openMigrationDatabase as open, type Sql } from '../test/migration-harness';
import { databaseKinds } from '../test/test-database';

const BEFORE = '0037_crm_record';
const AFTER = '0039_tools_workspaces';

/** The re-keyed tables, parents first (a row's client, keyword or platform is filled in before it). */
const TABLES = [
  'client_analyses',
  'analysis_roi_defaults',
  'email_campaigns',
  'email_suppressions',
  'proposals',
  'rank_keywords',
  'rank_checks',
  'competitors',
  'review_platforms',
  'review_requests',
  'scheduled_posts',
  'content_items',
  'citations',
  'backlinks',
  'ai_agents',
  'agent_runs',
  'ad_templates',
  'map_boost_pages',
] as const;

/** Required references: the parent table a row's column names (always one of the same owner). */
const PARENTS: Record<string, string> = { client_id: 'clients', keyword_id: 'rank_keywords', platform_id: 'review_platforms' };

// Sellers have a personal workspace from 0036; the client and the account never set up own rows without one.
const people = [
  { id: 'u-agency', role: 'agency', company: 'Harbor Digital' },
  { id: 'u-vendor', role: 'vendor', company: null },
  { id: 'u-client', role: 'client', company: 'Buyer Co' },
  { id: 'u-unset', role: null, company: null },
];

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

interface Column {
  column_name: string;
  data_type: string;
  udt_name: string;
}

/** Fills `table` with `count` rows owned by `owner`, giving every required column a valid value. */
async function fill(db: Sql, table: string, owner: string, count: number, serial: { next: number }) {
  const columns = await db.query<Column>(
    `select column_name, data_type, udt_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_nullable = 'NO' and column_default is null`,
    [table],
  );
  for (let i = 0; i < count; i++) {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const column of columns) {
      const n = serial.next++;
      let value: unknown;
      if (column.column_name === 'vendor_id') value = owner;
      else if (PARENTS[column.column_name]) {
        const [parent] = await db.query<{ id: string }>(
          `select id from ${PARENTS[column.column_name]} where vendor_id = $1 order by random() limit 1`,
          [owner],
        );
        value = parent.id;
      } else if (column.data_type === 'USER-DEFINED') {
        const [label] = await db.query<{ label: string }>(
          `select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = $1 limit 1`,
          [column.udt_name],
        );
        value = label.label;
      } else if (column.data_type === 'integer' || column.data_type === 'numeric')
        value = column.column_name === 'average_sale_cents' ? 25_000 : 1 + (n % 100);
      else if (column.data_type === 'jsonb') value = JSON.stringify(column.column_name === 'blocks' ? [] : {});
      else if (column.data_type.startsWith('timestamp')) value = new Date(Date.now() - n * 60_000).toISOString();
      else if (column.column_name.includes('email')) value = `person-${n}@example.test`;
      else value = `${column.column_name}-${n}`;
      names.push(`"${column.column_name}"`);
      values.push(value);
    }
    await db.query(
      `insert into ${table} (${names.join(', ')}) values (${values.map((_, index) => `$${index + 1}`).join(', ')})`,
      values,
    );
  }
}

/** Every row's key (its id, or its primary key's other column) with its owner, sorted: what must survive. */
async function ownership(db: Sql, table: string, ownerColumn: string): Promise<string[]> {
  const key = table === 'analysis_roi_defaults' ? 'industry' : table === 'email_suppressions' ? 'email' : 'id::text';
  const rows = await db.query<{ pair: string }>(`select ${key} || ' → ' || ${ownerColumn} as pair from ${table}`);
  return rows.map((row) => row.pair).sort();
}

describe.each(databaseKinds())('migration %s: the tools keyed by workspace', (kind) => {
  const opened: Sql[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('keeps every row and its owner, now its workspace, and gives an owner without a workspace one', async () => {
    const db = await open(kind);
    opened.push(db);
    await db.migrate(await migrationsUpTo(BEFORE));
    for (const person of people) {
      await db.query(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
        person.id,
        `${person.id} account`,
        `${person.id}@example.test`,
      ]);
      if (person.role)
        await db.query('insert into profiles (id, role, email, company_name) values ($1, $2, $3, $4)', [
          person.id,
          person.role,
          `${person.id}@example.test`,
          person.company,
        ]);
    }
    // Rows for the sellers and for the two accounts without a workspace (made before roles were checked).
    const next = random(kind === 'pglite' ? 31 : 45);
    const serial = { next: 1 };
    for (const person of people) {
      await fill(db, 'clients', person.id, 2, serial);
      for (const table of TABLES) await fill(db, table, person.id, 1 + next(4), serial);
    }
    await db.query(
      `insert into job_schedules (name, key, owner_id, next_run_at) values ('hub.reaudit', 'a', 'u-agency', now()),
        ('hub.reaudit', 'b', 'u-client', now()), ('platform.digest', 'default', null, now())`,
    );
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          TABLES.map(async (table) => {
            const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
            return [table, count] as const;
          }),
        ),
      );
    const countsBefore = await counts();
    const pairsBefore = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await ownership(db, table, 'vendor_id')] as const)),
    );

    await db.migrate(await migrationsUpTo(AFTER));

    expect(await counts()).toEqual(countsBefore);
    for (const table of TABLES) {
      expect(await ownership(db, table, 'workspace_id'), table).toEqual(pairsBefore[table]);
      const [{ orphans }] = await db.query<{ orphans: number }>(
        `select count(*)::int as orphans from ${table} t where not exists (select 1 from workspaces w where w.id = t.workspace_id)`,
      );
      expect(orphans, table).toBe(0);
    }
    // The accounts that owned rows without a workspace now own one of their own, named as 0036 names them.
    const members = await db.query<{ user_id: string; workspace_id: string; role: string; name: string }>(
      `select m.user_id, m.workspace_id, m.role, w.name from workspace_members m join workspaces w on w.id = m.workspace_id
        order by m.user_id`,
    );
    expect(members).toEqual([
      { user_id: 'u-agency', workspace_id: 'u-agency', role: 'owner', name: 'Harbor Digital' },
      { user_id: 'u-client', workspace_id: 'u-client', role: 'owner', name: 'Buyer Co' },
      { user_id: 'u-unset', workspace_id: 'u-unset', role: 'owner', name: 'u-unset account' },
      { user_id: 'u-vendor', workspace_id: 'u-vendor', role: 'owner', name: 'u-vendor account' },
    ]);
    expect(await db.query(`select key, owner_id from job_schedules order by key`)).toEqual([
      { key: 'a', owner_id: 'u-agency' },
      { key: 'b', owner_id: 'u-client' },
      { key: 'default', owner_id: null },
    ]);
    // Who acted is not known for rows made before: the actor columns start empty.
    expect(
      await db.query(`select
        (select count(*)::int from client_analyses where created_by is not null) as analyses,
        (select count(*)::int from email_campaigns where sent_by is not null) as campaigns,
        (select count(*)::int from proposals where sent_by is not null) as proposals`),
    ).toEqual([{ analyses: 0, campaigns: 0, proposals: 0 }]);

    // The rows now belong to the workspace: deleting it deletes them (and its schedules), nobody else's.
    await db.query(`delete from workspaces where id = 'u-vendor'`);
    for (const table of TABLES) {
      const [{ gone, others }] = await db.query<{ gone: number; others: number }>(
        `select count(*) filter (where workspace_id = 'u-vendor')::int as gone,
                count(*) filter (where workspace_id <> 'u-vendor')::int as others from ${table}`,
      );
      expect(gone, table).toBe(0);
      expect(others, table).toBe(pairsBefore[table].filter((pair) => !pair.endsWith('→ u-vendor')).length);
    }
  });
});
