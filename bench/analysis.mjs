// Website analysis benchmark (issue: client analysis): the real app analyzes a ~300 KB local fixture page.
// Reports our server time excluding the wait on the website (p50/p95 over sequential runs; target p95 <
// 150 ms) and the event-loop delay p99 while 20 analyses run at once. The measuring runs in one process
// (bench/support/analysis-run.ts) so the event loop it watches is the server's own.
import { execFileSync } from 'node:child_process';
import { printSummary, repoRoot, writeResult } from './lib/common.mjs';

const TARGET_P95_MS = 150;

console.log('Analyzing a 300 KB local fixture page (10 warm-up runs, then sequential and 20 concurrent)…');
const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/analysis-run.ts'], {
  cwd: repoRoot,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const result = JSON.parse(output.trim().split('\n').at(-1));
const { sequential, concurrent } = result;

const summary = [
  { metric: 'server time p50 (excl. network)', value: sequential.serverP50, unit: 'ms' },
  {
    metric: 'server time p95 (excl. network)',
    value: sequential.serverP95,
    unit: 'ms',
    target: `< ${TARGET_P95_MS} ms`,
    ok: sequential.serverP95 < TARGET_P95_MS,
  },
  { metric: 'CPU time per analysis (server + client)', value: sequential.cpuMsPerAnalysis, unit: 'ms' },
  { metric: 'round trip p95 (fixture on loopback)', value: sequential.roundTripP95, unit: 'ms' },
  { metric: `${concurrent.analyses} concurrent: wall time`, value: concurrent.wallMs, unit: 'ms' },
  { metric: `${concurrent.analyses} concurrent: event-loop delay p99`, value: concurrent.eventLoopDelayP99, unit: 'ms' },
  { metric: `${concurrent.analyses} concurrent: event-loop delay max`, value: concurrent.eventLoopDelayMax, unit: 'ms' },
];
printSummary('website analysis (300 KB page)', summary);
writeResult('analysis', { summary, ...result });
