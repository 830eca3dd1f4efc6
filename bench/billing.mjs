// Billing benchmark (issue #34): the revenue dashboard at 10,000 invoices beside its raw-SQL floor (target p95 < 50
// ms on PostgreSQL), and the monthly billing run through the job engine (sweep → period invoice → saved-card
// charge) for BILLING_BENCH_SUBSCRIPTIONS subscriptions: total time, jobs per second and peak memory. PostgreSQL runs
// when TEST_DATABASE_URL is set. Each database runs in its own process (bench/support/billing-run.ts).
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Billing on ${kind}…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/billing-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, BILLING_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  const target = kind === 'postgres' ? { target: '< 50 ms', ok: run.revenue.p95 < 50 } : {};
  return [
    { metric: `${kind}: revenue dashboard p95 (${run.invoices} invoices)`, value: run.revenue.p95, unit: 'ms', ...target },
    { metric: `${kind}: revenue raw-SQL floor p95`, value: run.revenueRaw.p95, unit: 'ms' },
    ...(run.revenueRecompute
      ? [{ metric: `${kind}: revenue recomputed from scratch p95`, value: run.revenueRecompute.p95, unit: 'ms' }]
      : []),
    { metric: `${kind}: monthly run, ${run.subscriptions} subscriptions, total`, value: run.run.totalMs, unit: 'ms' },
    { metric: `${kind}: monthly run, jobs per second`, value: run.run.jobsPerSecond, unit: 'jobs/s' },
    { metric: `${kind}: monthly run, peak RSS`, value: run.run.peakRssMb, unit: 'MB' },
  ];
});
printSummary('Billing', summary);
writeResult('billing', { summary, results });
