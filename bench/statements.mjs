// Earnings statements benchmark (issue #37): a seller's monthly statement (JSON, CSV, PDF) once they have many
// settled orders in the month, beside the ledger query's raw floor (the repository call, no HTTP) and GET /api/me as
// the request floor; and the monthly job's "who had money moving" query. PostgreSQL runs when TEST_DATABASE_URL is
// set. Each database runs in its own process. STATEMENTS_BENCH_ORDERS sets the order count (default 400).
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Statements on ${kind}…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/statements-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, STATEMENTS_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  return [
    {
      metric: `${kind}: statement JSON p95 (${run.settled} settled orders)`,
      value: run.json.p95,
      unit: 'ms',
      target: '< 100 ms',
      ok: run.json.p95 < 100,
    },
    { metric: `${kind}: statement CSV p95`, value: run.csv.p95, unit: 'ms' },
    { metric: `${kind}: statement PDF p95`, value: run.pdf.p95, unit: 'ms', target: '< 1000 ms', ok: run.pdf.p95 < 1000 },
    { metric: `${kind}: ledger query raw floor p95`, value: run.floor.p95, unit: 'ms' },
    { metric: `${kind}: sellers with movements (monthly job) p95`, value: run.sellers.p95, unit: 'ms' },
    { metric: `${kind}: GET /api/me p95 (request floor)`, value: run.baseline.p95, unit: 'ms' },
    {
      metric: `${kind}: statement net = ledger release sum`,
      value: run.matchesLedger ? 'yes' : 'no',
      target: 'yes',
      ok: run.matchesLedger,
    },
  ];
});
printSummary('Statements', summary);
writeResult('statements', { summary, results });
