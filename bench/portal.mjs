// Client portal benchmark (issue #33): the portal overview for a client with 2 years of activity (500 audits, 50 sent
// reports, 100 issued invoices, 2,000 thread messages), as the client's portal user, beside a raw-SQL floor of the
// same figures — target p95 < 50 ms on PostgreSQL. PostgreSQL runs when TEST_DATABASE_URL is set. Each database runs
// in its own process (bench/support/portal-run.ts).
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Portal overview on ${kind}…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/portal-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  const target = kind === 'postgres' ? { target: '< 50 ms', ok: run.overview.p95 < 50 } : {};
  return [
    { metric: `${kind}: portal overview p95 (2 years of activity)`, value: run.overview.p95, unit: 'ms', ...target },
    { metric: `${kind}: portal overview raw-SQL floor p95`, value: run.overviewRaw.p95, unit: 'ms' },
    { metric: `${kind}: GET /api/me p95 (request floor)`, value: run.baseline.p95, unit: 'ms' },
  ];
});
printSummary('Portal', summary);
writeResult('portal', { summary, results });
