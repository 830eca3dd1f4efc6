// CRM record benchmark (issue #38): the timeline of a client with 5,000 events (first page, every source merged)
// beside a raw-SQL floor of the same crm streams, and the client list with 3 filters (tag, status, last activity) at
// 10,000 clients — target p95 < 50 ms each on PostgreSQL. PostgreSQL runs when TEST_DATABASE_URL is set. Each
// database runs in its own process (bench/support/crm-record-run.ts).
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`CRM record on ${kind}…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/crm-record-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, CRM_RECORD_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const run = results[kind];
  const target = kind === 'postgres' ? { target: '< 50 ms' } : {};
  return [
    {
      metric: `${kind}: timeline first page p95 (${run.events} events)`,
      value: run.timeline.p95,
      unit: 'ms',
      ...target,
      ...(kind === 'postgres' ? { ok: run.timeline.p95 < 50 } : {}),
    },
    { metric: `${kind}: timeline raw-SQL floor p95`, value: run.timelineRaw.p95, unit: 'ms' },
    {
      metric: `${kind}: client list, 3 filters, ${run.clients} clients p95`,
      value: run.list.p95,
      unit: 'ms',
      ...target,
      ...(kind === 'postgres' ? { ok: run.list.p95 < 50 } : {}),
    },
    { metric: `${kind}: GET /api/me p95 (request floor)`, value: run.baseline.p95, unit: 'ms' },
  ];
});
printSummary('CRM record', summary);
writeResult('crm-record', { summary, results });
