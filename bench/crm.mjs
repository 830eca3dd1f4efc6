// CRM benchmark (issue: CRM). A seller with 10,000 clients and 5,000 projects (among 20 other sellers):
// p50/p95 of the clients list (first page, a deep page, search, status filter), the projects list, the
// board and the threads list — target p95 < 20 ms. Then the message round trip (seller sends over HTTP →
// the client's socket receives it) with 200 sockets connected to one instance — target p99 < 50 ms — and,
// on PostgreSQL, across two instances through LISTEN/NOTIFY (client sockets on instance B, sends on A). And a CSV
// import of 5,000 more clients — target < 5 s.
// Runs on PGlite and, when PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432), on PostgreSQL.
// CRM_BENCH_BASE=<checkout of another commit> instead compares the lists against that commit, requests interleaved
// (see benchPaired); CRM_BENCH_PARTS=lists skips the import and the round trips.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
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

/**
 * Each signed-in seller's workspace (a personal workspace's id is the account's): every call with that seller's
 * cookie names it in X-Workspace-Id, as the web app does (ADR 045 §3).
 */
const workspaceOfCookie = new Map();
const fetch = (url, init = {}) => {
  const workspace = workspaceOfCookie.get(init.headers?.cookie);
  return globalThis.fetch(url, workspace ? { ...init, headers: { ...init.headers, 'x-workspace-id': workspace } } : init);
};

const CLIENTS = 10_000;
const PROJECTS = 5_000;
const PAIRS = 100; // 100 seller sockets + 100 client sockets = 200 connected
const LIST_SAMPLES = Number(process.env.CRM_BENCH_SAMPLES ?? 200);
const ROUND_TRIPS = Number(process.env.CRM_BENCH_ROUND_TRIPS ?? 300);
const LIST_TARGET_MS = 20;
const ROUND_TRIP_TARGET_MS = 50;
const IMPORT_ROWS = 5_000;
const IMPORT_TARGET_MS = 5_000;
// CRM_BENCH_PARTS=lists times only the lists (a before/after comparison, scripts/bench-compare.mjs); default all three.
const PARTS = (process.env.CRM_BENCH_PARTS ?? 'lists,import,roundtrip').split(',');
const PASSWORD = 'bench-password-1';
// TEST_CHECKOUT: the seller joins the club through the local checkout, which a production PostgreSQL server keeps off.
const serverEnv = {
  SEED_DEMO: 'false',
  TEST_CHECKOUT: 'true',
  LOG_LEVEL: 'warn',
  SIGN_UPS_PER_IP: '100000',
  SIGN_IN_FAILURES_PER_IP: '100000',
};

const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
const stats = (samples) => ({
  p50: round(percentile(samples, 50)),
  p95: round(percentile(samples, 95)),
  p99: round(percentile(samples, 99)),
  samples: samples.length,
});

async function signUp(base, email, name, role) {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  if (!response.ok) throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
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
    body: JSON.stringify({ role }),
  });
  if (!setup.ok) throw new Error(`setup ${email}: ${setup.status}`);
  if (role !== 'client') workspaceOfCookie.set(cookie, (await signedIn.json()).user.id);
  return cookie;
}

/** The Board is part of the Advanced CRM Tools add-on: join through the built-in test checkout. */
async function joinAdvancedCrm(base, cookie) {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const plans = await (await fetch(`${base}/api/membership/plans`)).json();
  const checkout = await fetch(`${base}/api/membership/create-checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ priceId: plans.base.priceId, addOns: ['advanced_crm'] }),
  });
  if (!checkout.ok) throw new Error(`checkout: ${checkout.status} ${await checkout.text()}`);
  const { sessionId } = await checkout.json();
  const paid = await fetch(`${base}/api/membership/test-checkout/${sessionId}/pay`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Bench Seller' }),
  });
  if (!paid.ok) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
}

async function timeGets(url, cookie, count = LIST_SAMPLES, warmup = 20) {
  const samples = [];
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= warmup) samples.push(performance.now() - started);
  }
  return stats(samples);
}

async function listLatencies(base, cookie) {
  const results = {};
  for (const [name, url] of Object.entries(await listCases(base, cookie))) results[name] = await timeGets(url, cookie);
  return results;
}

/** The timed URLs (after paging to page 100 for its cursor and checking the data set is the bench's). */
async function listCases(base, cookie) {
  const api = `${base}/api/crm`;
  let cursor = null;
  for (let page = 1; page < 100; page++) {
    const body = await (await fetch(`${api}/clients${cursor ? `?cursor=${cursor}` : ''}`, { headers: { cookie } })).json();
    if (page === 1 && body.total !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, the list says ${body.total}`);
    cursor = body.nextCursor;
  }
  const board = await (await fetch(`${api}/projects/board`, { headers: { cookie } })).json();
  const projectCount = board.columns.reduce((sum, column) => sum + column.count, 0);
  if (projectCount !== PROJECTS) throw new Error(`expected ${PROJECTS} projects on the board, found ${projectCount}`);
  const cases = {
    // The floor every signed-in request pays (session lookup, JSON, HTTP) — for comparison.
    'baseline: GET /api/me': `${base}/api/me`,
    'clients: first page': `${api}/clients`,
    'clients: page 100': `${api}/clients?cursor=${cursor}`,
    'clients: search': `${api}/clients?q=bakery%2012`,
    'clients: status filter': `${api}/clients?status=archived`,
    'projects: first page': `${api}/projects`,
    'projects: status filter': `${api}/projects?status=quoted`,
    'projects: board': `${api}/projects/board`,
    'threads: list': `${api}/threads`,
  };
  return cases;
}

function openSocket(base, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, { headers: { origin: base, cookie } });
    const waiters = new Set();
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      for (const waiter of waiters) if (waiter.match(frame)) waiter.resolve(frame);
    });
    socket.waitFor = (match, timeoutMs = 10_000) =>
      new Promise((done, fail) => {
        const waiter = {
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            done(frame);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error('timed out waiting for a frame'));
        }, timeoutMs);
        waiters.add(waiter);
      });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`handshake refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

async function subscribe(socket, channel) {
  const ack = socket.waitFor((frame) => frame.channel === channel && (frame.type === 'subscribed' || frame.type === 'error'));
  socket.send(JSON.stringify({ type: 'subscribe', channel }));
  const frame = await ack;
  if (frame.type !== 'subscribed') throw new Error(`could not subscribe to ${channel}: ${JSON.stringify(frame)}`);
}

/**
 * 100 seller sockets on `sellerBase` and 100 client sockets on `clientBase`, one pair per project thread.
 * Sequential round trips (one message in flight), then bursts (one message per thread at once).
 */
async function roundTrips(sellerBase, clientBase, sellerCookie, clients, threads) {
  const sockets = [];
  try {
    const clientSockets = [];
    for (let i = 0; i < PAIRS; i++) {
      const sellerSocket = await openSocket(sellerBase, sellerCookie);
      const clientSocket = await openSocket(clientBase, clients[i]);
      sockets.push(sellerSocket, clientSocket);
      await subscribe(sellerSocket, `project:${threads[i]}`);
      await subscribe(clientSocket, `project:${threads[i]}`);
      clientSockets.push(clientSocket);
    }
    const send = async (i, text) => {
      const delivered = clientSockets[i].waitFor(
        (frame) => frame.event?.type === 'message.created' && frame.event.message.message === text,
      );
      const started = performance.now();
      const response = await fetch(`${sellerBase}/api/project-threads/${threads[i]}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: sellerBase, cookie: sellerCookie },
        body: JSON.stringify({ message: text }),
      });
      if (response.status !== 201) throw new Error(`send answered ${response.status}`);
      await delivered;
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await send(i % PAIRS, `warm-up ${i} ${Math.random()}`);
    const sequential = [];
    for (let i = 0; i < ROUND_TRIPS; i++) sequential.push(await send(i % PAIRS, `sequential ${i} ${Math.random()}`));
    const burst = [];
    for (let round = 0; round < 3; round++) {
      burst.push(
        ...(await Promise.all(Array.from({ length: PAIRS }, (_, i) => send(i, `burst ${round} ${i} ${Math.random()}`)))),
      );
    }
    return { connectedSockets: sockets.length, sequential: stats(sequential), burstOf100: stats(burst) };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** A CSV upload of IMPORT_ROWS new clients through the real server (quoted commas, as people's exports have). */
async function timeImport(base, cookie) {
  const lines = ['name,email,phone,company,notes,status'];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(
      `"Imported ${i}, Esq.",imported-${i}@bench.test,+1 555 ${String(i).padStart(4, '0')},Company ${i % 50},"Note ${i}",active`,
    );
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'clients.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/crm/clients/import?dryRun=false`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body: form,
  });
  const elapsed = performance.now() - started;
  const report = await response.json();
  if (!response.ok || report.imported !== IMPORT_ROWS) throw new Error(`import: ${response.status} ${JSON.stringify(report)}`);
  return round(elapsed);
}

async function runOn(kind, env, dataDir, logDir) {
  const servers = [];
  stopOnExit(servers);
  const start = async (extra = {}) => {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      env: { ...serverEnv, ...env, ...extra },
      logFile: path.join(logDir, `server-${kind}-${port}.log`),
    });
    servers.push(server);
    return server;
  };
  try {
    // 1. Accounts through the real API: the seller and the 100 client accounts of the realtime threads.
    let server = await start();
    const sellerEmail = `crm-bench-seller-${Date.now()}@bench.test`;
    const sellerCookie = await signUp(server.url, sellerEmail, 'Bench Seller', 'vendor');
    await joinAdvancedCrm(server.url, sellerCookie);
    // The client accounts only serve the round trips (100 password hashes: minutes on a busy machine).
    const clientCookies = [];
    if (PARTS.includes('roundtrip'))
      for (let i = 1; i <= PAIRS; i++)
        clientCookies.push(await signUp(server.url, `rt-client-${i}@bench.test`, `RT Client ${i}`, 'client'));
    await server.stop();
    servers.length = 0;

    // 2. Bulk rows straight into the database (PGlite's data dir is single-process, so the server is down).
    const target = kind === 'pglite' ? `pglite:${dataDir}` : env.DATABASE_URL;
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/support/seed-crm.ts', target, sellerEmail, String(CLIENTS), String(PROJECTS), String(PAIRS)],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );

    // 3. Lists.
    server = await start();
    console.log(`\n[${kind}] timing the CRM lists (${LIST_SAMPLES} requests each)…`);
    const lists = await listLatencies(server.url, sellerCookie);
    const threadPage = await (
      await fetch(`${server.url}/api/crm/threads?limit=100`, { headers: { cookie: sellerCookie } })
    ).json();
    const mine = await Promise.all(
      clientCookies.map(
        async (cookie) =>
          (await (await fetch(`${server.url}/api/project-threads/mine`, { headers: { cookie } })).json()).items[0]?.id,
      ),
    );
    if (mine.some((id) => !id) || threadPage.items.length < PAIRS) throw new Error('realtime threads missing from the data set');
    let importMs = null;
    if (PARTS.includes('import')) {
      console.log(`[${kind}] importing ${IMPORT_ROWS} clients from CSV…`);
      importMs = await timeImport(server.url, sellerCookie);
    }
    if (!PARTS.includes('roundtrip')) return { lists, importMs, roundTrip: null };

    // 4. Round trips on one instance.
    console.log(`[${kind}] message round trips with ${PAIRS * 2} sockets on one instance…`);
    const oneInstance = await roundTrips(server.url, server.url, sellerCookie, clientCookies, mine);

    // 5. Across two instances (PostgreSQL only: LISTEN/NOTIFY).
    let twoInstances = null;
    if (kind === 'postgres') {
      const second = await start();
      console.log(`[${kind}] message round trips across two instances (LISTEN/NOTIFY)…`);
      twoInstances = await roundTrips(server.url, second.url, sellerCookie, clientCookies, mine);
    }
    return { lists, importMs, roundTrip: { oneInstance, twoInstances } };
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function benchPglite(logDir) {
  const dataDir = tempDataDir('crm');
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
  const name = `proclub_bench_crm_${process.pid}`;
  const psql = (text) => execFileSync('psql', [adminUrl, '-q', '-c', text]);
  psql(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = tempDataDir('crm-pg');
  try {
    return await runOn('postgres', { DATABASE_URL: url }, dataDir, logDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    psql(`drop database if exists ${name} with (force)`);
  }
}

/**
 * One side of a paired comparison on PostgreSQL: a fresh database seeded by `root`'s own seed script (its schema) and
 * `root`'s server build, signed in as the bench seller. `root` is this checkout or a checkout of the base commit.
 */
async function pairedSide(label, root, adminUrl, logDir, servers) {
  if (root !== repoRoot) {
    // The base's own build (its sources, its build script).
    const built = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import { ensureBuilt } from './scripts/lib/build-state.mjs'; ensureBuilt();"],
      { cwd: root, stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error(`building ${root} failed`);
  }
  const name = `proclub_bench_crm_${label}_${process.pid}`;
  execFileSync('psql', [adminUrl, '-q', '-c', `create database ${name}`]);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = tempDataDir(`crm-${label}`);
  const start = async () => {
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      command: [process.execPath, [path.join(root, 'apps/server/dist/server.js')]],
      env: { ...serverEnv, DATABASE_URL: url },
      logFile: path.join(logDir, `server-${label}-${port}.log`),
    });
    servers.push(server);
    return server;
  };
  let server = await start();
  const sellerEmail = `crm-bench-seller-${label}-${Date.now()}@bench.test`;
  const cookie = await signUp(server.url, sellerEmail, 'Bench Seller', 'vendor');
  await joinAdvancedCrm(server.url, cookie);
  await server.stop();
  servers.splice(servers.indexOf(server), 1);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/support/seed-crm.ts', url, sellerEmail, String(CLIENTS), String(PROJECTS), String(PAIRS)],
    { cwd: root, stdio: 'inherit' },
  );
  server = await start();
  const drop = () => execFileSync('psql', [adminUrl, '-q', '-c', `drop database if exists ${name} with (force)`]);
  return { label, server, cookie, cases: await listCases(server.url, cookie), dataDir, drop, url };
}

/**
 * CRM_BENCH_BASE=<checkout of the base commit>: the base's server and this one run side by side, each on its own
 * seeded PostgreSQL database, and every list is timed with their requests interleaved (base, head, head, base, …),
 * so a busy machine's stalls fall on both alike. CRM_BENCH_ROUNDS rounds (default 3) of every case; the verdict is
 * the median of the rounds' p95s. Writes bench/results/crm-compare.json.
 */
async function benchPaired(baseRoot) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const rounds = Number(process.env.CRM_BENCH_ROUNDS ?? 3);
  const logDir = tempDataDir('crm-logs');
  const servers = [];
  stopOnExit(servers);
  const sides = [];
  try {
    sides.push(await pairedSide('base', path.resolve(baseRoot), adminUrl, logDir, servers));
    sides.push(await pairedSide('head', repoRoot, adminUrl, logDir, servers));
    const perRound = {};
    for (let round = 1; round <= rounds; round++) {
      console.log(`\n[paired] round ${round} of ${rounds}: ${LIST_SAMPLES} requests per case and side, interleaved…`);
      for (const name of Object.keys(sides[1].cases)) {
        const samples = [[], []];
        for (let i = 0; i < 20 + LIST_SAMPLES; i++) {
          // Alternate which side goes first, so neither always follows the other's request.
          for (const s of i % 2 ? [1, 0] : [0, 1]) {
            const { cases, cookie } = sides[s];
            const started = performance.now();
            const response = await fetch(cases[name], { headers: { cookie } });
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`${sides[s].label} ${cases[name]} answered ${response.status}`);
            if (i >= 20) samples[s].push(performance.now() - started);
          }
        }
        perRound[name] ??= { base: [], head: [] };
        perRound[name].base.push(stats(samples[0]));
        perRound[name].head.push(stats(samples[1]));
      }
    }
    const median = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : round((sorted[mid - 1] + sorted[mid]) / 2);
    };
    const rows = Object.entries(perRound).map(([name, { base, head }]) => {
      const row = { case: name };
      for (const p of ['p50', 'p95']) {
        const b = median(base.map((r) => r[p]));
        const h = median(head.map((r) => r[p]));
        Object.assign(row, {
          [`base ${p}`]: b,
          [`head ${p}`]: h,
          [`${p} change`]: `${h >= b ? '+' : ''}${round(((h - b) / b) * 100)} %`,
        });
      }
      row['p95 per round (base | head)'] = `${base.map((r) => r.p95).join(' ')} | ${head.map((r) => r.p95).join(' ')}`;
      return row;
    });
    printTable(`CRM lists, base ${baseRoot} vs head, interleaved on PostgreSQL (medians of ${rounds} rounds, ms)`, rows);
    const summary = rows
      .filter((row) => !row.case.startsWith('baseline'))
      .map((row) => {
        const change = (row['head p95'] - row['base p95']) / row['base p95'];
        return {
          metric: `postgres ${row.case} p95, head / base`,
          value: round(1 + change),
          target: '≤ 1.1',
          ok: change <= 0.1,
        };
      });
    printSummary('CRM paired comparison', summary);
    const commit = (cwd) => spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).stdout.trim();
    writeResult('crm-compare', {
      summary,
      base: { root: baseRoot, commit: commit(path.resolve(baseRoot)) },
      head: { commit: commit(repoRoot) },
      rounds,
      samplesPerRound: LIST_SAMPLES,
      rows,
      perRound,
    });
  } finally {
    for (const server of servers) await server.stop();
    for (const side of sides) {
      // CRM_BENCH_KEEP_DATABASES=1 keeps both seeded databases (EXPLAIN on the bench's data); drop them by hand.
      if (process.env.CRM_BENCH_KEEP_DATABASES) console.log(`kept ${side.label}: ${side.url}`);
      else side.drop();
      fs.rmSync(side.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

ensureBuilt();
if (process.env.CRM_BENCH_BASE) {
  await benchPaired(process.env.CRM_BENCH_BASE);
  process.exit(0);
}
const logDir = tempDataDir('crm-logs');
// CRM_BENCH_DATABASES=postgres runs one side only (a before/after comparison on one database).
const databases = (process.env.CRM_BENCH_DATABASES ?? 'pglite,postgres').split(',');
const pglite = databases.includes('pglite') ? await benchPglite(logDir) : null;
const postgres = databases.includes('postgres') ? await benchPostgres(logDir) : null;

const summary = [];
for (const [kind, result] of [
  ['postgres', postgres],
  ['pglite', pglite],
]) {
  if (!result) continue;
  // Every CRM list (search and filters too) is judged; the /api/me baseline is there for comparison only.
  for (const [name, { p95 }] of Object.entries(result.lists)) {
    if (name.startsWith('baseline')) {
      summary.push({ metric: `${kind} ${name} p95`, value: p95, unit: 'ms' });
      continue;
    }
    summary.push({
      metric: `${kind} ${name} p95`,
      value: p95,
      unit: 'ms',
      target: `< ${LIST_TARGET_MS} ms`,
      ok: p95 < LIST_TARGET_MS,
    });
  }
  if (result.importMs !== null)
    summary.push({
      metric: `${kind} CSV import of ${IMPORT_ROWS.toLocaleString('en-US')} clients (beside 10,000)`,
      value: result.importMs,
      unit: 'ms',
      target: `< ${IMPORT_TARGET_MS} ms`,
      ok: result.importMs < IMPORT_TARGET_MS,
    });
  if (!result.roundTrip) continue;
  const one = result.roundTrip.oneInstance.sequential;
  summary.push({ metric: `${kind} round trip p50 (200 sockets)`, value: one.p50, unit: 'ms' });
  summary.push({
    metric: `${kind} round trip p99 (200 sockets)`,
    value: one.p99,
    unit: 'ms',
    target: `< ${ROUND_TRIP_TARGET_MS} ms`,
    ok: one.p99 < ROUND_TRIP_TARGET_MS,
  });
  const two = result.roundTrip.twoInstances?.sequential;
  if (two) {
    summary.push({ metric: `${kind} round trip p50 (2 instances)`, value: two.p50, unit: 'ms' });
    summary.push({ metric: `${kind} round trip p99 (2 instances)`, value: two.p99, unit: 'ms' });
  }
}

for (const [kind, result] of [
  ['postgres', postgres],
  ['pglite', pglite],
]) {
  if (!result) {
    console.log(`\nCRM on ${kind}: skipped (no server)`);
    continue;
  }
  printTable(
    `CRM lists on ${kind} (target p95 < ${LIST_TARGET_MS} ms)`,
    Object.entries(result.lists).map(([name, r]) => ({ case: name, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99 })),
  );
  const rows = [];
  for (const [where, r] of Object.entries(result.roundTrip ?? {})) {
    if (!r) continue;
    rows.push({
      case: `${where}, sequential`,
      'p50 ms': r.sequential.p50,
      'p95 ms': r.sequential.p95,
      'p99 ms': r.sequential.p99,
    });
    rows.push({
      case: `${where}, burst of 100`,
      'p50 ms': r.burstOf100.p50,
      'p95 ms': r.burstOf100.p95,
      'p99 ms': r.burstOf100.p99,
    });
  }
  if (rows.length) printTable(`Message round trip on ${kind} (send → other party's socket; ${PAIRS * 2} sockets)`, rows);
}
printSummary('CRM summary', summary);
writeResult('crm', {
  summary,
  dataset: { clients: CLIENTS, projects: PROJECTS, otherSellers: 20, sockets: PAIRS * 2 },
  targets: { listP95Ms: LIST_TARGET_MS, roundTripP99Ms: ROUND_TRIP_TARGET_MS, importMs: IMPORT_TARGET_MS },
  pglite,
  postgres,
});
fs.rmSync(logDir, { recursive: true, force: true });
