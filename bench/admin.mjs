// Admin console benchmark (issue #17): 100,000 users and 200,000 orders on PostgreSQL (the issue's target:
// p95 < 50 ms per query). Times the users table (first page, a deep keyset page, search, each filter), a user
// page and the platform metrics over 30 and 90 days: per query (repository calls against the database, judged)
// and through the real server with the admin's session (HTTP, reported).
// PostgreSQL only (the target is PostgreSQL's); skipped when none answers. Kept short: ADMIN_BENCH_SAMPLES each.
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

const USERS = Number(process.env.ADMIN_BENCH_USERS ?? 100_000);
const ORDERS = Number(process.env.ADMIN_BENCH_ORDERS ?? 200_000);
const SAMPLES = Number(process.env.ADMIN_BENCH_SAMPLES ?? 60);
const TARGET_MS = 50;
const PASSWORD = 'bench-password-1';
const serverEnv = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', SIGN_UPS_PER_IP: '100000', SIGN_IN_FAILURES_PER_IP: '100000' };

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);

async function signUp(base, email) {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench Admin' }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  // Sign-up signs nobody in (issue #30, ADR 041): the password does.
  const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signedIn.ok) throw new Error(`sign-in ${email}: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** fetch, once more on a dropped connection: the server closes keep-alive sockets left idle during the long seed. */
async function get(url, cookie) {
  try {
    return await fetch(url, { headers: { cookie } });
  } catch {
    return fetch(url, { headers: { cookie } });
  }
}

async function time(base, cookie, pathname) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await get(`${base}${pathname}`, cookie);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), samples: samples.length };
}

async function run(url, logDir) {
  const servers = [];
  stopOnExit(servers);
  const dataDir = tempDataDir('admin-pg');
  try {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      env: { ...serverEnv, DATABASE_URL: url },
      logFile: path.join(logDir, 'server.log'),
    });
    servers.push(server);
    const email = `admin-bench-${Date.now()}@bench.test`;
    const cookie = await signUp(server.url, email);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/support/seed-admin.ts', url, email, String(USERS), String(ORDERS)],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    // Per query: the repository calls straight against the database (the issue's target).
    console.log(`\n[postgres] timing the admin queries directly (${SAMPLES} runs each)…`);
    const direct = execFileSync(process.execPath, ['--import', 'tsx', 'bench/support/admin-queries.ts', url, String(SAMPLES)], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const queries = JSON.parse(direct.trim().split('\n').at(-1));
    printTable(
      'admin queries (PostgreSQL, repository calls)',
      Object.entries(queries).map(([query, r]) => ({ query, p50: r.p50, p95: r.p95 })),
    );
    const base = server.url;
    // A deep page: follow the cursor 40 pages in (1,000 rows), then time that page.
    let cursor = null;
    for (let i = 0; i < 40; i++) {
      const page = await (await get(`${base}/api/admin/users?limit=25${cursor ? `&cursor=${cursor}` : ''}`, cookie)).json();
      cursor = page.nextCursor;
    }
    console.log(`\n[postgres] timing the admin API through HTTP (${SAMPLES} requests each)…`);
    const endpoints = {
      'users first page': '/api/admin/users',
      'users page 41': `/api/admin/users?cursor=${cursor}`,
      'users search': '/api/admin/users?q=hopper%2012',
      'users role filter': '/api/admin/users?role=agency',
      'users members': '/api/admin/users?member=member',
      'users banned': '/api/admin/users?banned=banned',
      'user page': '/api/admin/users/bench-u-4242',
      'metrics 30 days': '/api/admin/metrics?days=30',
      'metrics 90 days': '/api/admin/metrics?days=90',
      'reports queue': '/api/admin/reports',
      'audit log': '/api/admin/audit',
    };
    const results = {};
    for (const [name, pathname] of Object.entries(endpoints)) results[name] = await time(base, cookie, pathname);
    printTable(
      'admin API over HTTP (PostgreSQL, session lookup included)',
      Object.entries(results).map(([query, r]) => ({ query, p50: r.p50, p95: r.p95 })),
    );
    return { queries, http: results };
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(logDir) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const ready = spawnSync('pg_isready', ['-h', new URL(adminUrl).hostname, '-p', new URL(adminUrl).port || '5432']);
  if (ready.status !== 0) return null;
  const name = `proclub_bench_admin_${process.pid}`;
  const psql = (text) => execFileSync('psql', [adminUrl, '-q', '-c', text]);
  psql(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  try {
    return await run(url, logDir);
  } finally {
    psql(`drop database if exists ${name} with (force)`);
  }
}

ensureBuilt();
const logDir = tempDataDir('admin-logs');
const postgres = await benchPostgres(logDir);
const summary = postgres
  ? [
      ...Object.entries(postgres.queries).map(([name, { p95 }]) => ({
        metric: `postgres ${name} query p95`,
        value: p95,
        unit: 'ms',
        target: `< ${TARGET_MS} ms`,
        ok: p95 < TARGET_MS,
      })),
      ...Object.entries(postgres.http).map(([name, { p95 }]) => ({
        metric: `postgres ${name} HTTP p95`,
        value: p95,
        unit: 'ms',
      })),
    ]
  : [{ metric: 'postgres', value: null, unit: '', target: 'PostgreSQL not reachable: skipped' }];
printSummary('Admin console summary', summary);
writeResult('admin', { summary, dataSet: { users: USERS, orders: ORDERS }, postgres });
