/**
 * The workflows benchmark's measuring process (issue 35), on PostgreSQL (a scratch database on TEST_DATABASE_URL)
 * or PGlite (WORKFLOWS_BENCH_DB). One in-process app with its job engine. 10,000 clients (a bench fill straight into
 * the database), one published three-step workflow (add a tag → if/else on the tags → remove a tag), then one burst
 * of 10,000 `client.tagged` events through app.recordDomainEvent. Measures the time until every run completed, the
 * event-to-first-step delay (the first step's log row minus the event's occurred_at: p50/p95/max), peak RSS, and a
 * raw-SQL floor (the same 10,000 runs and 30,000 step rows written by two hand-written statements).
 * Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
// app.recordDomainEvent's declaration.
import type {} from '../../apps/server/src/lib/domain-events';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.WORKFLOWS_BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const CLIENTS = Number(process.env.WORKFLOWS_BENCH_CLIENTS ?? 10_000);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const testDb = await createTestDatabase(kind);
const db = testDb.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-workflows-bench-'));
const app = await buildApp({
  env: testEnv(dir, { JOBS_POLL_INTERVAL_MS: '500' }),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await app.ready();
const seller = await userWithRole(app, 'agency');
await db.execute(sql`
  insert into clients (workspace_id, name, email, status, tags)
  select ${seller.id}, 'Bench client ' || n, 'bench-' || n || '@bench.test', 'active', array['new']
  from generate_series(1, ${CLIENTS}) as n`);
const created = await seller.client.post('/api/workflows', {
  name: 'Bench: three steps',
  definition: {
    trigger: { type: 'event', event: 'client.tagged', tag: 'burst' },
    steps: [
      { id: 'a', kind: 'tag', op: 'add', tag: 'welcomed' },
      {
        id: 'b',
        kind: 'branch',
        condition: { match: 'all', clauses: [{ field: 'client.tags', op: 'contains', value: 'welcomed' }] },
        thenSteps: [{ id: 'c', kind: 'tag', op: 'remove', tag: 'new' }],
        elseSteps: [],
      },
    ],
  },
});
const workflowId = (created.json() as { id: string }).id;
const published = await seller.client.post(`/api/workflows/${workflowId}/publish`);
if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
const ids = (
  (await db.execute(sql`select id from clients where workspace_id = ${seller.id}`)) as unknown as { rows: { id: string }[] }
).rows.map((row) => row.id);

const started = Date.now();
for (let at = 0; at < ids.length; at += 200)
  await Promise.all(
    ids.slice(at, at + 200).map((clientId) =>
      app.recordDomainEvent({
        id: `bench:${clientId}`,
        workspaceId: seller.id,
        type: 'client.tagged',
        clientId,
        payload: { tag: 'burst' },
      }),
    ),
  );
const recordedMs = Date.now() - started;
// app.recordDomainEvent logs a failure and goes on (a fact must not fail its caller): a broken recorder shows here.
const recorded = (
  (await db.execute(sql`select count(*)::int as n from domain_events where id like 'bench:%'`)) as unknown as {
    rows: { n: number }[];
  }
).rows[0].n;
if (recorded !== ids.length) throw new Error(`only ${recorded} of ${ids.length} events were recorded`);
const count = async () =>
  (
    (await db.execute(
      sql`select count(*)::int as n from workflow_runs where workflow_id = ${workflowId} and status = 'completed'`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;
const deadline = Date.now() + 30 * 60_000;
while ((await count()) < ids.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
const finishedMs = Date.now() - started;
const completed = await count();
const delay = (
  (await db.execute(sql`
  select percentile_cont(0.5) within group (order by d) as p50, percentile_cont(0.95) within group (order by d) as p95, max(d) as max
  from (select extract(epoch from (s.created_at - e.occurred_at)) * 1000 as d
        from workflow_run_steps s join workflow_runs r on r.id = s.run_id join domain_events e on e.id = r.event_id
        where r.workflow_id = ${workflowId} and s.seq = 0) t`)) as unknown as {
    rows: { p50: number; p95: number; max: number }[];
  }
).rows[0];

if (process.env.WORKFLOWS_BENCH_TIMELINE) {
  // Diagnosis: per second of the burst, how many events were recorded and their first-step delays.
  const timeline = (await db.execute(sql`
    select floor(extract(epoch from e.occurred_at - t0.at))::int as second, count(*)::int as events,
      round(avg(extract(epoch from s.created_at - e.occurred_at)) * 1000)::int as avg_ms,
      round(max(extract(epoch from s.created_at - e.occurred_at)) * 1000)::int as max_ms
    from workflow_run_steps s join workflow_runs r on r.id = s.run_id join domain_events e on e.id = r.event_id,
      (select min(occurred_at) as at from domain_events where id like 'bench:%') t0
    where r.workflow_id = ${workflowId} and s.seq = 0 group by 1 order by 1`)) as unknown as { rows: unknown[] };
  console.error(timeline.rows);
}

// The floor: the same rows by hand, no jobs.
const floorStarted = Date.now();
await db.transaction(async (tx) => {
  // One connection for the temp tables, dropped at the commit.
  await tx.execute(sql`create temp table floor_runs on commit drop as
    select gen_random_uuid() as id, c.id as client_id, now() as at from clients c where c.workspace_id = ${seller.id}`);
  await tx.execute(sql`create temp table floor_steps on commit drop as
    select r.id as run_id, s as seq, now() as at from floor_runs r, generate_series(0, 2) s`);
});
const floorMs = Date.now() - floorStarted;

clearInterval(sampler);
await app.close();
await testDb.dispose();
const round = (value: number) => Math.round(Number(value));
console.log(
  JSON.stringify({
    kind,
    clients: ids.length,
    completed,
    recordedMs,
    finishedMs,
    runsPerSecond: round((completed / finishedMs) * 1000),
    firstStepDelay: { p50: round(delay.p50), p95: round(delay.p95), max: round(delay.max) },
    peakRssMb: round(peakRss / 1024 / 1024),
    floorMs,
  }),
);
process.exit(0);
