// Campaigns benchmark (issue #21): queue a campaign to 10,000 recipients (enqueue time), send throughput to a local
// SMTP sink, the open pixel and click redirect at 50 connections, and the campaign details query at 10,000
// recipients. PostgreSQL runs when TEST_DATABASE_URL is set. Each database runs in its own process.
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Campaigns on ${kind}: 10,000 recipients…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/campaigns-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CAMPAIGNS_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  const enqueueTarget = kind === 'postgres' ? 5000 : 15000;
  return [
    {
      metric: `${kind}: enqueue 10,000 recipients`,
      value: run.enqueueMs,
      unit: 'ms',
      target: `< ${enqueueTarget} ms`,
      ok: run.enqueueMs < enqueueTarget,
    },
    { metric: `${kind}: mails written to the outbox (throttle 10,000/min)`, value: run.writtenPerSecond, unit: 'msgs/s' },
    { metric: `${kind}: mails accepted by the SMTP sink`, value: run.sendPerSecond, unit: 'msgs/s' },
    {
      metric: `${kind}: campaign details p95 (10,000 recipients)`,
      value: run.details.p95,
      unit: 'ms',
      target: '< 50 ms',
      ok: run.details.p95 < 50,
    },
    ...(run.segments
      ? [
          {
            metric: `${kind}: segment count "never opened" p95 (10,000 clients)`,
            value: run.segments.neverOpened.p95,
            unit: 'ms',
            target: '< 50 ms',
            ok: run.segments.neverOpened.p95 < 50,
          },
          {
            metric: `${kind}: segment count "opened the last campaign" p95 (10,000 clients)`,
            value: run.segments.openedLast.p95,
            unit: 'ms',
            target: '< 50 ms',
            ok: run.segments.openedLast.p95 < 50,
          },
          { metric: `${kind}: audience count without a segment p95`, value: run.segments.everyone.p95, unit: 'ms' },
          { metric: `${kind}: raw-SQL floor (count of the clients) p95`, value: run.segments.sqlFloor.p95, unit: 'ms' },
        ]
      : []),
    { metric: `${kind}: http floor (GET /api/health/live) at 50 connections`, value: run.floor.requestsPerSecond, unit: 'req/s' },
    { metric: `${kind}: http floor p99`, value: run.floor.p99, unit: 'ms' },
    { metric: `${kind}: open pixel at 50 connections`, value: run.open.requestsPerSecond, unit: 'req/s' },
    { metric: `${kind}: open pixel p99`, value: run.open.p99, unit: 'ms', target: '< 20 ms', ok: run.open.p99 < 20 },
    { metric: `${kind}: click redirect at 50 connections`, value: run.click.requestsPerSecond, unit: 'req/s' },
    { metric: `${kind}: click redirect p99`, value: run.click.p99, unit: 'ms', target: '< 20 ms', ok: run.click.p99 < 20 },
  ];
});
printSummary('Email campaigns', summary);
writeResult('campaigns', { summary, results });
