/**
 * The campaigns benchmark's measuring process, on one database (CAMPAIGNS_BENCH_DB=pglite|postgres; PostgreSQL is
 * a scratch database on TEST_DATABASE_URL). One in-process app listening on loopback, SMTP to a local sink:
 *   enqueueMs: POST /send for a campaign to 10,000 clients (writes the 10,000 recipient rows) — target < 5 s on
 *     PostgreSQL, < 15 s on PGlite;
 *   sendPerSecond: mails accepted by the SMTP sink per second over a window, with the rate at its maximum
 *     (10,000 a minute, so the throttle caps it near 167/s);
 *   details p95: GET /api/crm/campaigns/:id at 10,000 recipients (target < 50 ms);
 *   segments p95: the live count of an engagement segment (never opened, opened the last campaign) at 10,000
 *     clients, beside the raw-SQL floor (target < 50 ms);
 *   open pixel and click redirect at 50 connections (autocannon in its own process).
 * Prints one JSON line.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { TrackingLinks } from '../../apps/server/src/modules/campaigns/tracking-links';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';
import { ApiClient, testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.CAMPAIGNS_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const RECIPIENTS = Number(process.env.CAMPAIGNS_BENCH_RECIPIENTS ?? 10_000);
const CONNECTIONS = 50;
const SEND_WINDOW_MS = Number(process.env.CAMPAIGNS_BENCH_SEND_WINDOW_MS ?? 10_000);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const testDb = await createTestDatabase(kind);
const sink = await startSmtpSink();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-campaigns-bench-'));
const env = testEnv(dir, {
  SMTP_URL: sink.url,
  CAMPAIGN_BATCH_SECONDS: '1',
  JOBS_POLL_INTERVAL_MS: '500',
  JOBS_SCHEDULE_TICK_MS: '200',
});
const app = await buildApp({ env, database: testDb.database, storage: new LocalDiskStorage(dir), logger: false });
await app.ready();

const seller = await userWithRole(app, 'agency');
await seller.client.patch('/api/profile', { fullName: 'Bench Seller', companyName: 'Bench Co', location: '1 Bench Road' });
await seller.client.put('/api/crm/campaign-postal-address', {
  payload: { street: '1 Bench Road', city: 'Benchton', postalCode: '00001', country: 'United States' },
});
await testDb.database.db.execute(sql`insert into clients (workspace_id, name, email, tags)
  select ${seller.id}, 'Client ' || g, 'client-' || g || '@bench.test', array['bench'] from generate_series(1, ${RECIPIENTS}) g`);
const created = await seller.client.post('/api/crm/campaigns', {
  name: 'Bench',
  subject: 'Hello {{first_name}}',
  blocks: [
    { type: 'text', text: 'Hi {{first_name|there}}' },
    { type: 'button', text: 'Go', url: 'https://example.com/bench' },
  ],
  audience: { kind: 'tag', tags: ['bench'] },
  ratePerMinute: 10_000,
});
const { id } = created.json() as { id: string };

const sendStarted = performance.now();
const sent = await seller.client.post(`/api/crm/campaigns/${id}/send`, {});
const enqueueMs = Math.round(performance.now() - sendStarted);
if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);

const windowStart = Date.now();
const before = sink.received.length;
await new Promise((resolve) => setTimeout(resolve, SEND_WINDOW_MS));
const sendPerSecond = Math.round(((sink.received.length - before) / (Date.now() - windowStart)) * 1000);
await seller.client.post(`/api/crm/campaigns/${id}/pause`);
// Mails written to the outbox (the campaign's own throughput) and one recipient's tracking links from one of them.
const outbox = (await testDb.database.db.execute(
  sql`select count(*)::int as written, (select html from email_outbox where html like '%/api/public/email/o/%' limit 1) as html
    from email_outbox where html like '%/api/public/email/o/%'`,
)) as unknown as { rows: { written: number; html: string | null }[] };
const { written, html } = outbox.rows[0];
const writtenPerSecond = Math.round((written / (Date.now() - windowStart)) * 1000);
const open = html?.match(/http:\/\/localhost:\d+(\/api\/public\/email\/o\/[\w-]+\.gif)/)?.[1];
const click = html?.match(/http:\/\/localhost:\d+(\/api\/public\/email\/c\/[\w-]+\/\d+\/[\w-]+)/)?.[1];
if (!open || !click) throw new Error(`no tracking links found in the delivered mail (${written} written)`);
// Reads and tracking are measured on an instance that runs no jobs: the thousands of queued deliveries above would
// otherwise share its event loop (in production they share the database, not one process's loop with the bench).
await app.close();
const reader = await buildApp({
  env: testEnv(dir, { JOBS_WORKERS: 'false' }),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await reader.ready();
const address = await reader.listen({ port: 0, host: '127.0.0.1' });
const readerSession = new ApiClient(reader, seller.client.jar);
readerSession.workspaceId = seller.client.workspaceId; // seller routes name the workspace (ADR 045 §3)

const detailMs: number[] = [];
for (let n = 0; n < 40; n++) {
  const started = performance.now();
  const response = await readerSession.get(`/api/crm/campaigns/${id}`);
  if (response.statusCode !== 200) throw new Error(`details failed: ${response.statusCode}`);
  detailMs.push(performance.now() - started);
}

// Segments (issue #38): the live recipient count of an engagement segment at 10,000 clients, beside the raw-SQL
// floor (a plain count of the workspace's clients, no segment).
const timed = async (run: () => Promise<unknown>) => {
  const values: number[] = [];
  for (let n = 0; n < 40; n++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return { p50: Math.round(percentile(values, 50)), p95: Math.round(percentile(values, 95)) };
};
const segmentCount = (engagement: string) => async () => {
  const response = await readerSession.post('/api/crm/campaigns/audience-count', { kind: 'all', engagement });
  if (response.statusCode !== 200) throw new Error(`segment count failed: ${response.statusCode} ${response.body}`);
};
const segments = {
  everyone: await timed(segmentCount('any')),
  neverOpened: await timed(segmentCount('never_opened')),
  openedLast: await timed(segmentCount('opened_last')),
  sqlFloor: await timed(() => testDb.database.db.execute(sql`select count(*) from clients where workspace_id = ${seller.id}`)),
};

// Real traffic is spread over many recipients (one row each): 2,000 recipients' pixel and click links, picked at random.
const tokens = (
  (await testDb.database.db.execute(
    sql`select token from campaign_recipients where campaign_id = ${id} order by id limit 2000`,
  )) as unknown as { rows: { token: string }[] }
).rows.map((row) => row.token);
const secret = (
  (await testDb.database.db.execute(sql`select value from app_settings where key = 'campaign_tracking_secret'`)) as unknown as {
    rows: { value: string }[];
  }
).rows[0].value;
const links = new TrackingLinks('', secret);
const pick = () => tokens[Math.floor(Math.random() * tokens.length)];
// The load runs in its own process (bench/support/load-worker.mjs): in this one it would share the server's event
// loop and count its own work as the server's latency.
const hammer = (path: () => string) =>
  new Promise<{ requestsPerSecond: number; p99: number; non2xx: number; answered: number }>((resolve, reject) => {
    const paths = Array.from({ length: 20_000 }, path);
    const loader = fork(new URL('./load-worker.mjs', import.meta.url));
    loader.once('message', (result) =>
      resolve(result as { requestsPerSecond: number; p99: number; non2xx: number; answered: number }),
    );
    loader.once('error', reject);
    loader.send({ url: address, paths, connections: CONNECTIONS, duration: 5 });
  });
/** Events of a kind stored for the campaign: every answered pixel or click must be one (fast must not mean lost). */
const stored = async (type: 'open' | 'click') =>
  (
    (await testDb.database.db.execute(
      sql`select count(*)::int as n from campaign_events where campaign_id = ${id} and type = ${type}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0].n;
const checkStored = async (type: 'open' | 'click', before: number, result: { answered: number }) => {
  // The load stops with up to one request per connection still in flight: those are stored but not counted.
  const recorded = (await stored(type)) - before;
  if (recorded < result.answered || recorded > result.answered + CONNECTIONS) {
    throw new Error(`${result.answered} ${type} requests answered but ${recorded} stored`);
  }
};
// What this machine gives a route that does nothing, at the same concurrency: the p99 the tracking routes cannot beat.
const floorResult = await hammer(() => '/api/health/live');
const opensBefore = await stored('open');
const openResult = await hammer(() => links.open(pick()));
await checkStored('open', opensBefore, openResult);
const clicksBefore = await stored('click');
const clickResult = await hammer(() => links.click(pick(), 0));
await checkStored('click', clicksBefore, clickResult);

await reader.close();
await sink.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    recipients: RECIPIENTS,
    enqueueMs,
    sendPerSecond,
    writtenPerSecond,
    details: { p50: Math.round(percentile(detailMs, 50)), p95: Math.round(percentile(detailMs, 95)) },
    floor: floorResult,
    segments,
    open: openResult,
    click: clickResult,
  }),
);
