// Orders benchmark (issue #15): placing a paid order through the test checkout (checkout + pay), releasing it
// (Complete), and the seller's earnings and orders list once 300 orders exist (half released through the ledger),
// beside the earnings query's raw floor (the same repository call, no HTTP) and GET /api/me as the request floor.
// PostgreSQL runs when TEST_DATABASE_URL is set. Each database runs in its own process.
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Orders on ${kind}…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/orders-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ORDERS_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  return [
    {
      metric: `${kind}: checkout + pay (test card) p95`,
      value: run.place.p95,
      unit: 'ms',
      target: '< 150 ms',
      ok: run.place.p95 < 150,
    },
    { metric: `${kind}: complete + release p95`, value: run.release.p95, unit: 'ms' },
    {
      metric: `${kind}: earnings p95 (${run.orders} orders)`,
      value: run.earnings.p95,
      unit: 'ms',
      target: '< 50 ms',
      ok: run.earnings.p95 < 50,
    },
    { metric: `${kind}: earnings raw floor p95`, value: run.earningsFloor.p95, unit: 'ms' },
    {
      metric: `${kind}: seller orders first page p95`,
      value: run.sellerOrders.p95,
      unit: 'ms',
      target: '< 50 ms',
      ok: run.sellerOrders.p95 < 50,
    },
    { metric: `${kind}: GET /api/me p95 (request floor)`, value: run.baseline.p95, unit: 'ms' },
    {
      metric: `${kind}: unbalanced ledger movements`,
      value: run.unbalancedMovements,
      target: '0',
      ok: run.unbalancedMovements === 0,
    },
  ];
});
printSummary('Orders', summary);
writeResult('orders', { summary, results });
