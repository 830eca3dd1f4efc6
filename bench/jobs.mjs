// Jobs benchmark (issue #19): the job engine (pg-boss via apps/server/src/lib/jobs) on each database —
// jobs per second one instance sustains (JOBS_BENCH_THROUGHPUT queued jobs, default 2,000, drained at concurrency 20, JOBS_BENCH_CONCURRENCY), and the delay from due
// time to start with 1,000 jobs due at the same instant (target p95 < 2 s on PostgreSQL). PostgreSQL runs when
// TEST_DATABASE_URL is set (a scratch database is created and dropped). Each database runs in its own process.
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const TARGET_P95_MS = 2000;
const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');

const results = {};
for (const kind of kinds) {
  console.log(`Job engine on ${kind}: draining queued jobs, then 1,000 jobs due at once…`);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/jobs-run.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, JOBS_BENCH_DB: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  results[kind] = JSON.parse(output.trim().split('\n').at(-1));
}

const summary = kinds.flatMap((kind) => {
  const { throughput, dueDelay } = results[kind];
  return [
    {
      metric: `${kind}: jobs per second (1 instance, concurrency ${throughput.concurrency})`,
      value: throughput.jobsPerSecond,
      unit: 'jobs/s',
    },
    {
      metric: `${kind}: due-to-start delay p95 (1,000 due at once)`,
      value: dueDelay.p95,
      unit: 'ms',
      ...(kind === 'postgres' ? { target: `< ${TARGET_P95_MS} ms`, ok: dueDelay.p95 < TARGET_P95_MS } : {}),
    },
    { metric: `${kind}: due-to-start delay max`, value: dueDelay.max, unit: 'ms' },
  ];
});
printSummary('Job engine', summary);
writeResult('jobs', { summary, results });
