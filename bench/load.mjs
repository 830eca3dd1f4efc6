// Load benchmark (issue #16): 200 virtual users for 60 s of mixed browse, search, sign-in and chat against two
// server instances on one PostgreSQL, each request sent to the instances in turn (a round-robin balancer).
// Reports errors (any non-2xx or network failure; target 0) and latency percentiles per action and overall.
// PostgreSQL only (several instances need it): skipped when it does not answer. LOAD_USERS and LOAD_SECONDS
// shorten a run; LOAD_THINK_MS is each user's pause between actions (default 1000 ms ± 50%).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import {
  freePort,
  percentile,
  printSummary,
  printTable,
  sleep,
  startServer,
  stopOnExit,
  tempDataDir,
  writeResult,
} from './lib/common.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const SEARCHES = ['seo', 'website design', 'local marketing', 'google ads', 'social media', 'logo'];
// Weights of the mix: mostly reading, as a marketplace is used; a sign-in (a deliberately slow password hash)
// is a small share of a visit's requests.
const MIX = [
  ['browse', 45],
  ['search', 25],
  ['chat', 25],
  ['sign-in', 5],
];
// Users share ACCOUNTS accounts (each signs up once before the run); chat goes on between pairs of them, so a
// conversation has a few writers, as on a real site.
const ACCOUNTS = 40;
const PASSWORD = 'load-bench-pass-2026';

ensureBuilt({ only: ['server'] });
const servers = [];
stopOnExit(servers);
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

let turn = 0;
const nextServer = () => servers[turn++ % servers.length];

async function call(method, url, { cookie, body, server = nextServer() } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: `http://localhost:${server.port}`,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, ms: performance.now() - started, response, text };
  } catch (error) {
    return { ok: false, status: 0, ms: performance.now() - started, error: String(error) };
  }
}

async function signIn(email, password = PASSWORD) {
  const result = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
  const cookie = result.response?.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('better-auth.session_token='));
  return { result, cookie };
}

function pick() {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let r = Math.random() * total;
  for (const [name, weight] of MIX) {
    r -= weight;
    if (r < 0) return name;
  }
  return MIX[0][0];
}

async function run(setup) {
  const samples = new Map(MIX.map(([name]) => [name, []]));
  const errors = [];
  const deadline = performance.now() + SECONDS * 1000;
  const record = (name, result) => {
    samples.get(name).push(result.ms);
    if (!result.ok)
      errors.push({ action: name, status: result.status, detail: (result.error ?? result.text ?? '').slice(0, 200) });
  };
  const user = async (index) => {
    // Spread the users' first actions over the think time, as real arrivals would be.
    await sleep(Math.random() * THINK_MS);
    const session = setup.sessions[index % setup.sessions.length];
    while (performance.now() < deadline) {
      const action = pick();
      if (action === 'browse') {
        const sort = ['newest', 'rating', 'price_low'][index % 3];
        record(action, await call('GET', `/api/services?sort=${sort}&limit=12`));
      } else if (action === 'search') {
        const q = encodeURIComponent(SEARCHES[Math.floor(Math.random() * SEARCHES.length)]);
        record(action, await call('GET', `/api/services?q=${q}&limit=12`));
      } else if (action === 'sign-in') {
        record(action, (await signIn(session.email)).result);
      } else {
        const conversationId = setup.conversationIds[Math.floor((index % setup.sessions.length) / 2)];
        const sent = await call('POST', `/api/messaging/conversations/${conversationId}/messages`, {
          cookie: session.cookie,
          body: { content: `load test message from user ${index}` },
        });
        record(action, sent);
      }
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  const seconds = (performance.now() - started) / 1000;
  return { samples, errors, seconds };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { hostname, port } = new URL(adminUrl);
  if (spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432']).status !== 0) {
    console.log('load: PostgreSQL does not answer; skipped (two instances need it).');
    return;
  }
  const name = `proclub_bench_load_${process.pid}`;
  const psql = (sqlText) => execFileSync('psql', [adminUrl, '-q', '-c', sqlText]);
  psql(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = tempDataDir('load');
  const env = {
    DATABASE_URL: url,
    SEED_DEMO: 'true', // the marketplace the users browse and search
    LOG_LEVEL: 'warn',
    SIGN_IN_FAILURES_PER_IP: '1000000',
    SIGN_UPS_PER_IP: '1000000',
  };
  try {
    // Started together, as an orchestrator does: one seeds the demo data, the other waits its turn.
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async (label) =>
        startServer({
          port: await freePort(),
          dataDir: path.join(dataDir, label),
          env,
          logFile: path.join(dataDir, `${label}.log`),
        }),
      ),
    );
    servers.push(a, b);
    const sessions = [];
    for (let n = 0; n < ACCOUNTS; n++) {
      const email = `load-${n}@bench.proclub.test`;
      const signedUp = await call('POST', '/api/auth/sign-up/email', {
        body: { email, password: PASSWORD, name: `Load User ${n}` },
      });
      if (!signedUp.ok) throw new Error(`sign-up ${email}: ${signedUp.status} ${signedUp.text}`);
      const { cookie } = await signIn(email);
      if (!cookie) throw new Error(`sign-in failed for ${email}`);
      const id = JSON.parse((await call('GET', '/api/me', { cookie })).text).user.id;
      sessions.push({ email, cookie, id });
    }
    // Account 2k talks with account 2k + 1.
    const conversationIds = [];
    for (let n = 0; n < ACCOUNTS; n += 2) {
      const created = await call('POST', '/api/messaging/conversations', {
        cookie: sessions[n].cookie,
        body: { title: `Load test ${n / 2 + 1}`, participantIds: [sessions[n + 1].id] },
      });
      if (!created.ok) throw new Error(`conversation: ${created.status} ${created.text}`);
      conversationIds.push(JSON.parse(created.text).id);
    }

    console.log(`load: ${USERS} users for ${SECONDS} s against 2 instances (think time ${THINK_MS} ms ± 50%)`);
    const { samples, errors, seconds } = await run({ sessions, conversationIds });
    const all = [...samples.values()].flat();
    const rows = [...samples.entries()].map(([action, values]) => ({
      action,
      requests: values.length,
      errors: errors.filter((error) => error.action === action).length,
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      p99: round(percentile(values, 99)),
    }));
    rows.push({
      action: 'all',
      requests: all.length,
      errors: errors.length,
      p50: round(percentile(all, 50)),
      p95: round(percentile(all, 95)),
      p99: round(percentile(all, 99)),
    });
    printTable('latency (ms) per action', rows);
    if (errors.length) console.log('first errors:', errors.slice(0, 5));
    const summary = [
      {
        metric: `errors (${USERS} users, ${SECONDS} s, 2 instances)`,
        value: errors.length,
        target: '0',
        ok: errors.length === 0,
      },
      { metric: 'requests per second', value: Math.round(all.length / seconds) },
      { metric: 'p50 latency, all actions', value: round(percentile(all, 50)), unit: 'ms' },
      { metric: 'p99 latency, all actions', value: round(percentile(all, 99)), unit: 'ms' },
      ...rows
        .filter((row) => row.action !== 'all')
        .map((row) => ({ metric: `p99 latency, ${row.action}`, value: row.p99, unit: 'ms' })),
    ];
    printSummary('load', summary);
    writeResult('load', {
      summary,
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      actions: rows,
      errors: errors.slice(0, 20),
    });
  } finally {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    psql(`drop database if exists ${name} with (force)`);
  }
}

await main();
