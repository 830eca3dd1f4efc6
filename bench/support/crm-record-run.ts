/**
 * The CRM record benchmark's measuring process, on one database (CRM_RECORD_BENCH_DB=pglite|postgres; PostgreSQL is
 * a scratch database on TEST_DATABASE_URL). One in-process app; the data goes straight into the database (a bench
 * fill, not demo data): a seller with 10,000 clients (tags, statuses and last activity spread) among 5 other
 * sellers with 2,000 each, and one client with 5,000 timeline events (2,000 notes, 2,500 project messages over 5
 * projects, 500 completed milestones) plus an accepted proposal and an audit run.
 * Measures, first page each:
 *   GET /api/crm/clients/:id/timeline (every source merged) beside the raw-SQL floor (one hand-written query of the
 *     same three crm streams, no HTTP, no merge) and GET /api/me (the request floor);
 *   GET /api/crm/clients?tag=…&status=active&activity=30d (3 filters at 10,000 clients).
 * Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.CRM_RECORD_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const CLIENTS = 10_000;
const SAMPLES = Number(process.env.CRM_RECORD_BENCH_SAMPLES ?? 200);
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
  return { p50: at(50), p95: at(95), samples: values.length };
};
const timed = async (run: () => Promise<unknown>) => {
  for (let n = 0; n < 20; n++) await run(); // warm-up
  const values: number[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return stats(values);
};

const testDb = await createTestDatabase(kind);
const db = testDb.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-crm-record-bench-'));
const app = await buildApp({
  env: testEnv(dir, {}),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await app.ready();

const seller = await userWithRole(app, 'agency');
const others = await Promise.all(Array.from({ length: 5 }, () => userWithRole(app, 'vendor')));
const fillClients = (vendorId: string, count: number, prefix: string) =>
  db.execute(sql`
    insert into clients (workspace_id, name, email, status, tags, created_at, updated_at)
    select ${vendorId}, ${prefix} || ' client ' || n, ${prefix} || '-' || n || '@bench.test',
      (array['active','active','inactive','archived'])[1 + n % 4]::client_status,
      array[(array['vip','newsletter','local','retail','dental','legal','food','auto'])[1 + n % 8],
            (array['q1','q2','q3','q4','lead'])[1 + n % 5]],
      now() - make_interval(mins => n), now() - make_interval(days => n % 200)
    from generate_series(1, ${count}) as n`);
await fillClients(seller.id, CLIENTS, 'seller');
for (const [index, other] of others.entries()) await fillClients(other.id, 2_000, `other${index}`);

const [{ id: clientId }] = (
  (await db.execute(
    sql`select id from clients where workspace_id = ${seller.id} order by created_at desc limit 1`,
  )) as unknown as {
    rows: { id: string }[];
  }
).rows;
await db.execute(sql`
  insert into client_notes (workspace_id, client_id, author_id, body, created_at, updated_at)
  select ${seller.id}, ${clientId}, ${seller.id}, 'Bench note ' || n, now() - make_interval(secs => n * 7), now()
  from generate_series(1, 2000) as n`);
await db.execute(sql`
  insert into projects (workspace_id, client_id, title, status)
  select ${seller.id}, ${clientId}, 'Bench project ' || n, 'in_progress' from generate_series(1, 5) as n`);
await db.execute(sql`
  insert into project_messages (project_id, sender_id, message, created_at)
  select p.id, ${seller.id}, 'Bench message ' || n, now() - make_interval(secs => n * 11)
  from (select id, row_number() over () as k from projects where client_id = ${clientId}) p,
    generate_series(1, 500) as n`);
await db.execute(sql`
  insert into milestones (project_id, title, status, completed_at)
  select p.id, 'Bench milestone ' || n, 'completed', now() - make_interval(secs => n * 13)
  from (select id from projects where client_id = ${clientId}) p, generate_series(1, 100) as n`);
await db.execute(sql`
  insert into proposals (vendor_id, client_id, title, status, sent_at, viewed_at, accepted_at)
  values (${seller.id}, ${clientId}, 'Bench proposal', 'accepted', now() - interval '3 days', now() - interval '2 days', now() - interval '1 day')`);
await db.execute(sql`analyze`);

const events = (
  (await db.execute(sql`
    select (select count(*) from client_notes where client_id = ${clientId})
      + (select count(*) from project_messages m join projects p on p.id = m.project_id where p.client_id = ${clientId})
      + (select count(*) from milestones ms join projects p on p.id = ms.project_id where p.client_id = ${clientId}) as n`)) as unknown as {
    rows: { n: string }[];
  }
).rows[0].n;

const first = await seller.client.get(`/api/crm/clients/${clientId}/timeline`);
if (first.statusCode !== 200 || first.json().items.length !== 20) throw new Error(`timeline: ${first.statusCode} ${first.body}`);
const timeline = await timed(() => seller.client.get(`/api/crm/clients/${clientId}/timeline`));
const timelineRaw = await timed(() =>
  db.execute(sql`
    (select 'note:' || id::text as id, created_at as ts from client_notes
      where client_id = ${clientId} and vendor_id = ${seller.id} order by created_at desc, id desc limit 21)
    union all
    (select 'message:' || m.id::text, m.created_at from project_messages m join projects p on p.id = m.project_id
      where p.client_id = ${clientId} and p.vendor_id = ${seller.id} order by m.created_at desc, m.id desc limit 21)
    union all
    (select 'milestone:' || ms.id::text, ms.completed_at from milestones ms join projects p on p.id = ms.project_id
      where p.client_id = ${clientId} and p.vendor_id = ${seller.id} and ms.completed_at is not null
      order by ms.completed_at desc, ms.id desc limit 21)
    order by ts desc limit 21`),
);
const filteredList = await seller.client.get('/api/crm/clients?tag=vip&status=active&activity=30d');
if (filteredList.statusCode !== 200) throw new Error(`list: ${filteredList.body}`);
const list = await timed(() => seller.client.get('/api/crm/clients?tag=vip&status=active&activity=30d'));
const baseline = await timed(() => seller.client.get('/api/me'));

await app.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    clients: CLIENTS,
    events: Number(events),
    listMatches: filteredList.json().total,
    timeline,
    timelineRaw,
    list,
    baseline,
  }),
);
