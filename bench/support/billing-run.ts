/**
 * The billing benchmark's measuring process, on one database (BILLING_BENCH_DB=pglite|postgres; PostgreSQL is a
 * scratch database on TEST_DATABASE_URL). One in-process app with its job engine; the data goes straight into the
 * database (a bench fill): an agency workspace with 10,000 invoices (paid, open and overdue spread over 12 months,
 * with their ledger movements), and BILLING_BENCH_SUBSCRIPTIONS subscriptions (default 10,000 on PostgreSQL, 1,000
 * on PGlite) due today with a saved test card.
 * Measures:
 *   GET /api/invoices/revenue beside the raw-SQL floor (its running-totals query, one round trip, no HTTP) and the
 *   from-scratch recomputation of the same figures (what it ran before ADR 055);
 *   the monthly billing run: the sweep job → one period job per subscription (invoice, number, ledger) → one charge
 *   job each (signed test event → payment + ledger), until every period invoice is paid: total time, jobs per
 *   second, peak RSS of the process.
 * BILLING_BENCH_SUBSCRIPTIONS=0 measures the dashboard only (the monthly run then has nothing to bill).
 * Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { InvoicesRepository } from '../../apps/server/src/modules/invoices/invoices.repository';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { testEnv } from '../../apps/server/src/test/test-app';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { userWithRole } from '../../apps/server/src/test/test-users';

const kind = process.env.BILLING_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const INVOICES = 10_000;
const SUBSCRIPTIONS = Number(process.env.BILLING_BENCH_SUBSCRIPTIONS ?? (kind === 'postgres' ? 10_000 : 1_000));
const SAMPLES = Number(process.env.BILLING_BENCH_SAMPLES ?? 200);
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
  return { p50: at(50), p95: at(95), samples: values.length };
};
const timed = async (run: () => Promise<unknown>) => {
  for (let n = 0; n < 20; n++) await run();
  const values: number[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return stats(values);
};
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const testDb = await createTestDatabase(kind);
const db = testDb.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-billing-bench-'));
const app = await buildApp({
  env: testEnv(dir, { JOBS_POLL_INTERVAL_MS: '500' }),
  database: testDb.database,
  storage: new LocalDiskStorage(dir),
  logger: false,
});
await app.ready();

const agency = await userWithRole(app, 'agency');
const ws = agency.id;
const client = await agency.client.post('/api/crm/clients', { name: 'Bench Client', email: 'bench-client@bench.test' });
const clientId = (client.json() as { id: string }).id;
await agency.client.get('/api/invoices/settings'); // makes the settings row (USD)

// 10,000 issued invoices over 12 months: 60 % paid, 30 % open, 10 % overdue; their issue and payment movements.
await db.execute(sql`
  insert into invoices (workspace_id, number, status, client_id, client_name, client_email, currency, issue_date, due_date,
    lines, subtotal_cents, discount_cents, tax_cents, total_cents, paid_cents, public_token, created_at, paid_at)
  select ${ws}, n, (case when n % 10 < 6 then 'paid' when n % 10 < 9 then 'open' else 'overdue' end)::invoice_status,
    ${clientId}, 'Bench Client', 'bench-client@bench.test', 'USD',
    (now() - make_interval(days => n % 365))::date, (now() - make_interval(days => n % 365) + interval '14 days')::date,
    '[{"description":"Retainer","quantity":1000,"unitPrice":10000,"taxRate":0,"discountRate":0}]'::jsonb,
    10000 + n % 500, 0, 0, 10000 + n % 500, case when n % 10 < 6 then 10000 + n % 500 else 0 end,
    'bench-token-' || n, now() - make_interval(days => n % 365),
    case when n % 10 < 6 then now() - make_interval(days => n % 365) end
  from generate_series(1, ${INVOICES}) as n`);
await db.execute(sql`update invoice_settings set next_number = ${INVOICES + 1} where workspace_id = ${ws}`);
await db.execute(sql`
  insert into invoice_ledger_entries (workspace_id, invoice_id, movement, movement_key, account, currency, amount_cents, created_at)
  select ${ws}, i.id, m.movement::invoice_ledger_movement, i.id || ':' || m.key, m.account::invoice_ledger_account, 'USD',
    m.sign * i.total_cents, i.created_at
  from invoices i
  cross join (values ('issue', 'issue', 'receivable', 1), ('issue', 'issue', 'revenue', -1),
                     ('payment', 'payment:bench', 'cash', 1), ('payment', 'payment:bench', 'receivable', -1))
    as m(movement, key, account, sign)
  where i.workspace_id = ${ws} and (m.movement = 'issue' or i.status = 'paid')`);

const first = await agency.client.get('/api/invoices/revenue');
if (first.statusCode !== 200) throw new Error(`revenue: ${first.statusCode} ${first.body}`);
const revenue = await timed(() => agency.client.get('/api/invoices/revenue'));
// The floor: the dashboard's own SQL (the running totals of ADR 055, one round trip), without HTTP or auth.
const from = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
const totals = new InvoicesRepository(db);
const revenueRaw = await timed(() => totals.revenueTotals(ws, from, new Date(Date.now() - 30 * 86_400_000)));
// For comparison: the same figures recomputed from every invoice and cash movement (what the dashboard ran before).
const revenueRecompute = await timed(() =>
  db.execute(sql`
    select
      (select json_agg(t) from (select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
         sum(amount_cents) as collected from invoice_ledger_entries
         where workspace_id = ${ws} and account = 'cash' and created_at >= now() - interval '12 months' group by 1) t) as months,
      (select json_agg(t) from (select status, sum(total_cents - paid_cents - credited_cents) as owed from invoices
         where workspace_id = ${ws} and status in ('open', 'overdue') group by status) t) as owed,
      (select json_agg(t) from (select client_id, sum(paid_cents - refunded_cents) as collected from invoices
         where workspace_id = ${ws} and paid_cents > 0 group by client_id order by 2 desc limit 10) t) as clients`),
);

// The monthly run: subscriptions due today, each with a saved test card.
await db.execute(sql`
  insert into invoice_subscriptions (workspace_id, client_id, client_name, client_email, currency, lines, amount_cents,
    start_date, next_invoice_date, saved_card, card_last4, created_by)
  select ${ws}, ${clientId}, 'Bench Client', 'bench-client@bench.test', 'USD',
    '[{"description":"Monthly","quantity":1000,"unitPrice":19800,"taxRate":0,"discountRate":0}]'::jsonb, 19800,
    current_date, current_date, 'test_4242', '4242', ${ws}
  from generate_series(1, ${SUBSCRIPTIONS})`);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const started = performance.now();
const sweep = await app.jobs.getSchedule({ name: 'invoices.subscription-billing' });
await app.jobs.runScheduleNow(sweep?.id as string);
const paidCount = async () =>
  Number(
    rows<{ n: string }>(
      await db.execute(
        sql`select count(*) as n from invoices where workspace_id = ${ws} and subscription_id is not null and status = 'paid'`,
      ),
    )[0].n,
  );
for (;;) {
  if ((await paidCount()) >= SUBSCRIPTIONS) break;
  if (performance.now() - started > 3_600_000) throw new Error('the billing run took over an hour');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const runMs = performance.now() - started;
clearInterval(sampler);

await app.close();
await testDb.dispose();
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    kind,
    invoices: INVOICES,
    subscriptions: SUBSCRIPTIONS,
    revenue,
    revenueRaw,
    revenueRecompute,
    run: {
      totalMs: Math.round(runMs),
      // A sweep, then a period job and a charge job per subscription.
      jobsPerSecond: Math.round(((1 + 2 * SUBSCRIPTIONS) / (runMs / 1000)) * 10) / 10,
      peakRssMb: Math.round(peakRss / 1024 / 1024),
    },
  }),
);
