// Startup: wall time from `npm start` (everything already built, data dir already initialised) to the
// first 200 from /api/health; median of RUNS runs against the < 5 s target. The first start on a new
// data dir (initdb, migrations, demo seed) is reported too, for information.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import { freePort, median, printSummary, printTable, startServer, stopOnExit, tempDataDir, writeResult } from './lib/common.mjs';

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const TARGET_MS = 5000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureBuilt();
const dataDir = tempDataDir('startup');
const logFile = path.join(dataDir, 'server.log');
const servers = [];
stopOnExit(servers);

async function timedStart(label) {
  const port = await freePort();
  const server = await startServer({ port, dataDir, logFile, command: [npm, ['start']] });
  servers.push(server);
  const status = await server.stop();
  console.log(
    `  ${label}: healthy after ${Math.round(server.healthyAfterMs)} ms, ${server.cpuMsToHealthy} ms CPU (stopped: ${status})`,
  );
  return { ms: Math.round(server.healthyAfterMs), cpuMs: server.cpuMsToHealthy, exit: status };
}

console.log('npm start → healthy /api/health');
const cold = await timedStart('first start, new data dir');
const warm = [];
for (let run = 1; run <= RUNS; run++) warm.push(await timedStart(`warm run ${run}/${RUNS}`));
fs.rmSync(dataDir, { recursive: true, force: true });

const medianMs = Math.round(median(warm.map((r) => r.ms)));
const medianCpuMs = warm[0].cpuMs === null ? null : Math.round(median(warm.map((r) => r.cpuMs)));
printTable(
  'Startup runs',
  [
    { run: 'cold (new data dir)', ms: cold.ms, 'cpu ms': cold.cpuMs },
    ...warm.map((r, i) => ({ run: `warm ${i + 1}`, ms: r.ms, 'cpu ms': r.cpuMs })),
  ],
  ['run', 'ms', 'cpu ms'],
);
const summary = [
  {
    metric: 'npm start → healthy (warm, median)',
    value: medianMs,
    unit: 'ms',
    target: `< ${TARGET_MS} ms`,
    ok: medianMs < TARGET_MS,
  },
  // CPU time of npm + start script + server until healthy: the part of startup that is ours, whatever the load.
  { metric: 'CPU time to healthy (warm, median)', value: medianCpuMs, unit: 'ms' },
  { metric: 'first start on a new data dir', value: cold.ms, unit: 'ms' },
];
printSummary('Startup summary', summary);
writeResult('startup', {
  summary,
  runs: RUNS,
  targetMs: TARGET_MS,
  coldMs: cold.ms,
  warmMs: warm.map((r) => r.ms),
  warmCpuMs: warm.map((r) => r.cpuMs),
  medianMs,
  medianCpuMs,
});
