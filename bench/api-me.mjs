// GET /api/me with a real session cookie: signs in a demo account on a production server (own port and
// data dir), warms up, then autocannon with 50 connections for DURATION seconds. Reports requests/s and
// latency percentiles (p95 computed from every response's time), and checks every answer was a 200.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import { freePort, percentile, printSummary, startServer, stopOnExit, tempDataDir, writeResult } from './lib/common.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.API_ME_DURATION ?? 10);
const EMAIL = 'client@demo.proclub.test';
const PASSWORD = 'demo-pass-2025';

ensureBuilt();
const dataDir = tempDataDir('api-me');
const servers = [];
stopOnExit(servers);
const port = await freePort();
console.log(`Starting the production server on port ${port} (temp data dir, demo seed)…`);
const server = await startServer({ port, dataDir, logFile: path.join(dataDir, 'server.log') });
servers.push(server);

function run(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, latencies })));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

let summary;
let details;
try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
  if (!me.ok) throw new Error(`GET /api/me with the session answered ${me.status}`);
  console.log(`Signed in as ${EMAIL}; GET /api/me answers 200.`);

  const target = { url: `${server.url}/api/me`, headers: { cookie }, connections: CONNECTIONS };
  console.log('Warming up (2 s)…');
  await run({ ...target, duration: 2 });
  console.log(`Measuring: ${CONNECTIONS} connections for ${DURATION} s…`);
  const { result, latencies } = await run({ ...target, duration: DURATION });
  console.log(autocannon.printResult(result, { renderResultsTable: true, renderLatencyTable: false }));

  const non2xx = result.non2xx + result.errors + result.timeouts;
  const p95 = Number(percentile(latencies, 95).toFixed(1));
  summary = [
    { metric: 'GET /api/me requests/s (mean)', value: Math.round(result.requests.average), unit: 'req/s' },
    { metric: 'latency p50', value: result.latency.p50, unit: 'ms' },
    { metric: 'latency p95', value: p95, unit: 'ms' },
    { metric: 'latency p99', value: result.latency.p99, unit: 'ms' },
    { metric: 'non-2xx / errors / timeouts', value: non2xx, target: '0', ok: non2xx === 0 },
  ];
  details = {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    requests: { total: result.requests.total, average: result.requests.average, p50: result.requests.p50 },
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p95,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

printSummary('GET /api/me summary', summary);
writeResult('api-me', { summary, ...details });
