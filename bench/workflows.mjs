// Workflows benchmark (issue #35): 10,000 clients enrolled from one burst of events into a three-step workflow on
// PostgreSQL — time until every run finished, event-to-first-step delay (target p95 < 2 s), peak memory, beside a
// raw-SQL floor (the same runs and step rows written by two statements, no jobs). PostgreSQL runs when
// TEST_DATABASE_URL is set; otherwise PGlite (WORKFLOWS_BENCH_CLIENTS defaults to 10,000).
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const TARGET_P95_MS = 2000;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: running on PGlite instead of PostgreSQL.');
console.log(`Workflows on ${kind}: one burst of events enrolling every client…`);
const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/workflows-run.ts'], {
  cwd: repoRoot,
  encoding: 'utf8',
  env: { ...process.env, WORKFLOWS_BENCH_DB: kind },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const run = JSON.parse(output.trim().split('\n').at(-1));
const summary = [
  { metric: `${kind}: ${run.completed}/${run.clients} runs finished (3 steps each)`, value: run.finishedMs, unit: 'ms' },
  { metric: `${kind}: runs per second`, value: run.runsPerSecond, unit: 'runs/s' },
  {
    metric: `${kind}: event → first step delay p95`,
    value: run.firstStepDelay.p95,
    unit: 'ms',
    ...(kind === 'postgres' ? { target: `< ${TARGET_P95_MS} ms`, ok: run.firstStepDelay.p95 < TARGET_P95_MS } : {}),
  },
  { metric: `${kind}: event → first step delay max`, value: run.firstStepDelay.max, unit: 'ms' },
  { metric: `${kind}: peak memory (RSS)`, value: run.peakRssMb, unit: 'MB' },
  { metric: `${kind}: raw-SQL floor (same rows, two statements)`, value: run.floorMs, unit: 'ms' },
];
printSummary('Workflows', summary);
writeResult('workflows', { summary, run });
