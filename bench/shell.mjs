// App shell benchmark (issue 20): the command palette's search (GET /api/search) and the notifications list
// (GET /api/notifications, first page) for a seller with 10,000 clients, 5,000 projects, 1,000 services,
// 500 conversations and 10,000 notifications (among 20 other sellers' rows), against the raw-SQL floor: the
// same queries through the same repositories straight on the database (no HTTP, session or JSON). Target:
// palette search p95 < 50 ms (it runs on every settled keystroke). PGlite, and PostgreSQL when it answers.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import {
  freePort,
  percentile,
  printSummary,
  printTable,
  repoRoot,
  startServer,
  stopOnExit,
  tempDataDir,
  writeResult,
} from './lib/common.mjs';

const SAMPLES = Number(process.env.SHELL_BENCH_SAMPLES ?? 200);
const SEARCH_TARGET_MS = 50;
const PASSWORD = 'bench-password-1';
const serverEnv = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', SIGN_UPS_PER_IP: '100000', SIGN_IN_FAILURES_PER_IP: '100000' };
const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
const stats = (samples) => ({
  p50: round(percentile(samples, 50)),
  p95: round(percentile(samples, 95)),
  p99: round(percentile(samples, 99)),
  samples: samples.length,
});

async function signUp(base, email) {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Shell Bench Seller' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  // Sign-up signs nobody in (issue #30, ADR 041): the password does.
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`sign-in ${email}: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const setup = await fetch(`${base}/api/profile/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ role: 'agency' }),
  });
  if (!setup.ok) throw new Error(`setup: ${setup.status}`);
  return cookie;
}

async function timeGets(url, cookie, check) {
  const samples = [];
  for (let i = 0; i < 20 + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i === 0 && check) check(body);
    if (i >= 20) samples.push(performance.now() - started);
  }
  return stats(samples);
}

const tsx = (args) => execFileSync(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, encoding: 'utf8' });

async function runOn(kind, env, dataDir, logDir) {
  const servers = [];
  stopOnExit(servers);
  const start = async () => {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      env: { ...serverEnv, ...env },
      logFile: path.join(logDir, `server-${kind}-${port}.log`),
    });
    servers.push(server);
    return server;
  };
  try {
    let server = await start();
    const email = `shell-bench-${Date.now()}@bench.test`;
    const cookie = await signUp(server.url, email);
    await server.stop();
    servers.length = 0;
    const target = kind === 'pglite' ? `pglite:${dataDir}` : env.DATABASE_URL;
    process.stdout.write(tsx(['bench/support/seed-crm.ts', target, email, '10000', '5000', '0']));
    process.stdout.write(tsx(['bench/support/seed-shell.ts', 'seed', target, email]));
    const floorOut = tsx(['bench/support/seed-shell.ts', 'floor', target, email, String(SAMPLES)]);
    const floor = JSON.parse(floorOut.split('FLOOR ')[1]);

    server = await start();
    console.log(`[${kind}] timing the palette search and the notifications list (${SAMPLES} requests each)…`);
    const api = {
      'baseline: GET /api/me': await timeGets(`${server.url}/api/me`, cookie),
      'palette search (q=bakery)': await timeGets(`${server.url}/api/search?q=bakery`, cookie, (body) => {
        if (!body.items.some((item) => item.kind === 'client') || !body.items.some((item) => item.kind === 'service'))
          throw new Error(`search found too little: ${JSON.stringify(body).slice(0, 300)}`);
      }),
      'notifications: first page': await timeGets(`${server.url}/api/notifications`, cookie, (body) => {
        if (body.items.length !== 20 || body.unread < 3000) throw new Error('notifications page looks wrong');
      }),
      'notifications: unread count': await timeGets(`${server.url}/api/notifications/unread-count`, cookie),
    };
    return { api, floor: { search: stats(floor.search), notifications: stats(floor.notifications) } };
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function benchPglite(logDir) {
  const dataDir = tempDataDir('shell');
  try {
    return await runOn('pglite', {}, dataDir, logDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(logDir) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const ready = spawnSync('pg_isready', ['-h', new URL(adminUrl).hostname, '-p', new URL(adminUrl).port || '5432']);
  if (ready.status !== 0) return null;
  const name = `proclub_bench_shell_${process.pid}`;
  const psql = (text) => execFileSync('psql', [adminUrl, '-q', '-c', text]);
  psql(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = tempDataDir('shell-pg');
  try {
    return await runOn('postgres', { DATABASE_URL: url }, dataDir, logDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    psql(`drop database if exists ${name} with (force)`);
  }
}

ensureBuilt();
const logDir = tempDataDir('shell-logs');
const only = process.env.SHELL_BENCH_DB;
const pglite = only === 'postgres' ? null : await benchPglite(logDir);
const postgres = only === 'pglite' ? null : await benchPostgres(logDir);

const summary = [];
const details = {};
for (const [kind, result] of [
  ['postgres', postgres],
  ['pglite', pglite],
]) {
  if (!result) continue;
  details[kind] = result;
  const search = result.api['palette search (q=bakery)'];
  summary.push({
    metric: `${kind} palette search p95`,
    value: search.p95,
    unit: 'ms',
    target: `< ${SEARCH_TARGET_MS} ms`,
    ok: search.p95 < SEARCH_TARGET_MS,
  });
  summary.push({ metric: `${kind} palette search raw-SQL floor p95`, value: result.floor.search.p95, unit: 'ms' });
  summary.push({
    metric: `${kind} notifications first page p95`,
    value: result.api['notifications: first page'].p95,
    unit: 'ms',
  });
  summary.push({ metric: `${kind} notifications raw-SQL floor p95`, value: result.floor.notifications.p95, unit: 'ms' });
  printTable(
    `Shell on ${kind}: API (HTTP, session, JSON)`,
    Object.entries(result.api).map(([name, r]) => ({ case: name, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99 })),
  );
  printTable(
    `Shell on ${kind}: raw-SQL floor (same repositories, no HTTP)`,
    Object.entries(result.floor).map(([name, r]) => ({ case: name, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99 })),
  );
}
writeResult('shell', { summary, ...details });
printSummary('Shell benchmark', summary);
