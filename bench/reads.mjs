// Reads bench (issue #18): each hot marketplace read through the real server AND its own SQL straight through
// node-postgres, in the same run on the same data (100,000 services, 2,000 sellers, PostgreSQL), so the gap
// between what the database can serve and what the API serves is visible without a profiler. Per read: both
// rates, their ratio, the server's Node CPU per request (from /proc) and both p99s.
// READS_SECONDS (default 5) and READS_CONNECTIONS (default 50) size each run; PostgreSQL only (the SQL side
// needs a server that node-postgres can reach), skipped when none answers.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  groupCpuMs,
  percentile,
  printSummary,
  printTable,
  repoRoot,
  startServer,
  stopOnExit,
  writeResult,
} from './lib/common.mjs';
import { searchBefore18Rank, searchBefore18Rows } from './support/search-before-18.mjs';

const SELLERS = 2000;
const SERVICES = Number(process.env.READS_SERVICES ?? 100_000);
const SECONDS = Number(process.env.READS_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.READS_CONNECTIONS ?? 50);
const POOL_SIZE = 10; // the server's default DATABASE_POOL_SIZE; the SQL side gets the same
const PAGE = 24;
const SPREAD_IDS = 2000;
/** READS_ONLY=browse runs only the reads whose name contains it (a profile of one read). */
const ONLY = process.env.READS_ONLY;
const profileArgs = process.env.READS_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.READS_CPU_PROF}`] : [];

const sqlModule = await tsImport(path.join(repoRoot, 'apps/server/src/modules/services/services.sql.ts'), import.meta.url);
const { CATEGORIES, SORTS } = await tsImport(path.join(repoRoot, 'packages/contracts/src/services.ts'), import.meta.url);

/**
 * Many different browse pages (every category × keyed sort × price band): concurrent visitors rarely ask for the
 * same page at once, so unlike the one-URL reads above this shows browse without the server sharing statements.
 * (Relevance needs words; without them the server sorts newest first, which is already in the list.)
 */
const PRICE_BANDS = [{}, { minPrice: 100 }, { maxPrice: 500 }, { minPrice: 100, maxPrice: 1000 }];
const BROWSE_FILTERS = CATEGORIES.flatMap((category) =>
  SORTS.filter((sort) => sort !== 'relevance').flatMap((sort) => PRICE_BANDS.map((band) => ({ category, sort, ...band }))),
);
const browseUrl = (filter) => `/api/services?${new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]))}`;

/**
 * The issue's search: two words matching 0.5 % of the services (these match 512 of 100,000, 481 of them listed). The broad pair
 * (1.8 %, 1,772 rows) is measured too: ranking cost grows with the matches, so it shows the other end.
 */
const SEARCHES = [
  { name: 'two-word search (relevance)', q: 'website copy' },
  { name: 'two-word search, broad (relevance)', q: 'wordpress dentists' },
];

/** The requests per read: the API path and the statements the server runs for it. */
function reads({ serviceId, spreadIds, page200Cursor, page200After }) {
  let turn = 0;
  let filterTurn = 0;
  const { browseStatement, rankedCardsStatement, servicesByIdStatement } = sqlModule;
  return [
    {
      name: 'browse first page',
      url: '/api/services',
      statements: () => [browseStatement({ sort: 'newest', after: null, limit: PAGE + 1 })],
    },
    {
      name: 'category + price filter',
      url: '/api/services?category=design&minPrice=100&maxPrice=1000&sort=price_low',
      statements: () => [
        browseStatement({ category: 'design', minPrice: 100, maxPrice: 1000, sort: 'price_low', after: null, limit: PAGE + 1 }),
      ],
    },
    {
      name: 'browse, spread over filters',
      url: BROWSE_FILTERS.map(browseUrl),
      statements: () => [
        browseStatement({ ...BROWSE_FILTERS[filterTurn++ % BROWSE_FILTERS.length], after: null, limit: PAGE + 1 }),
      ],
    },
    {
      name: 'one service by id',
      url: `/api/services/${serviceId}`,
      statements: () => [servicesByIdStatement([serviceId])],
    },
    {
      // Concurrent reads of one service share a statement, which flatters a one-URL load; real visitors open many
      // services, so this read rotates over SPREAD_IDS services on both sides (the server batches them instead).
      name: 'one service by id, spread over many',
      url: spreadIds.map((id) => `/api/services/${id}`),
      statements: () => [servicesByIdStatement([spreadIds[turn++ % spreadIds.length]])],
    },
    ...SEARCHES.map(({ name, q }) => ({
      name,
      url: `/api/services?q=${encodeURIComponent(q)}`,
      // Page 1: the ranking and the page's cards in one statement (later pages: rank, then cards by id).
      statements: () => [rankedCardsStatement({ q, limit: PAGE + 1 })],
    })),
    {
      name: 'keyset page 200 (search, newest)',
      url: `/api/services?q=website&sort=newest&cursor=${page200Cursor}`,
      statements: () => [browseStatement({ q: 'website', sort: 'newest', after: page200After, limit: PAGE + 1 })],
    },
  ];
}

function seed(url) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'bench/support/seed-marketplace.ts', url, String(SELLERS), String(SERVICES)],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}

/** The server side: autocannon for SECONDS, the server's CPU time over the run. */
async function serverRun(server, url, seconds = SECONDS) {
  const cpuBefore = groupCpuMs(server.child.pid);
  // A list of paths: each connection walks it in turn (autocannon's requests), starting at a different place.
  const target = Array.isArray(url)
    ? { url: server.url, requests: url.map((path) => ({ method: 'GET', path })) }
    : { url: `${server.url}${url}` };
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
  const cpuMs = groupCpuMs(server.child.pid) - cpuBefore;
  const requests = result.requests.total;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    cpuMsPerRequest: requests ? Number((cpuMs / requests).toFixed(3)) : null,
    errors: result.errors + result.non2xx,
  };
}

/** The SQL side: CONNECTIONS loops over a pool of POOL_SIZE, each running the read's statements in turn. */
async function sqlRun(pool, statements, seconds = SECONDS) {
  const latencies = [];
  let done = 0;
  const cpuBefore = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      for (const { name, text, values } of statements()) await pool.query({ name, text, values });
      latencies.push(performance.now() - started);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    queriesPerSecond: Math.round(done / elapsed),
    p99: Number(percentile(latencies, 99).toFixed(2)),
    cpuMsPerRequest: Number(((cpu.user + cpu.system) / 1000 / done).toFixed(3)),
  };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { hostname, port } = new URL(adminUrl);
  if (spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432']).status !== 0) {
    console.log('reads: skipped (no PostgreSQL answers)');
    writeResult('reads', { summary: [], skipped: 'no PostgreSQL' });
    return;
  }
  // READS_DATABASE_URL: an already seeded database, kept afterwards (for repeated runs while tuning).
  const kept = process.env.READS_DATABASE_URL;
  const name = `proclub_bench_reads_${process.pid}`;
  const psql = (text) => execFileSync('psql', [adminUrl, '-q', '-c', text]);
  if (!kept) psql(`create database ${name}`);
  const url = kept ?? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const servers = [];
  stopOnExit(servers);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  try {
    if (!kept) {
      seed(url);
      // Freshly written rows: set their hint bits and visibility map now, not during the first read measured.
      execFileSync('psql', [url, '-q', '-c', 'vacuum (analyze) services, profiles']);
    }
    const server = await startServer({
      port: 3851,
      // READS_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (the browse profile).
      command: [process.execPath, [...profileArgs, '--import', 'tsx', 'apps/server/src/server.ts']],
      env: { DATABASE_URL: url, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    });
    servers.push(server);
    const api = `${server.url}/api/services`;
    const first = await (await fetch(api)).json();
    const serviceId = first.items[5].id;
    const spreadIds = (
      await pool.query({ text: 'select id from services where is_active order by random() limit $1', values: [SPREAD_IDS] })
    ).rows.map((row) => row.id);
    let cursor = null;
    for (let page = 1; page < 200; page++) {
      cursor = (await (await fetch(`${api}?q=website&sort=newest${cursor ? `&cursor=${cursor}` : ''}`)).json()).nextCursor;
    }
    const page200After = JSON.parse(Buffer.from(cursor, 'base64url').toString()).slice(1);
    const results = {};
    const selected = reads({ serviceId, spreadIds, page200Cursor: cursor, page200After });
    for (const read of selected.filter((r) => !ONLY || r.name.includes(ONLY))) {
      // One second of each side first, so neither is measured on cold caches or unprepared statements.
      await serverRun(server, read.url, 1);
      if (!profileArgs.length) await sqlRun(pool, read.statements, 1);
      const api = await serverRun(server, read.url);
      if (profileArgs.length) {
        // Profiling: stop right after the load so the profile's last seconds are this read alone.
        await server.stop();
        console.log(`${read.name}: api ${api.requestsPerSecond} req/s, ${api.cpuMsPerRequest} ms CPU/request (profiled)`);
        return;
      }
      const sql = await sqlRun(pool, read.statements);
      results[read.name] = { api, sql, ratio: Number((api.requestsPerSecond / sql.queriesPerSecond).toFixed(2)) };
      console.log(`${read.name}: api ${api.requestsPerSecond} req/s, sql ${sql.queriesPerSecond} q/s`);
    }
    // Issue #18's search target is also against the past: today's search SQL ≥ 1.5× the SQL sent before it.
    const searchBefore = {};
    for (const { name, q } of SEARCHES.filter((search) => !ONLY && results[search.name])) {
      const pageIds = (await pool.query(searchBefore18Rank(q, PAGE + 1))).rows.slice(0, PAGE).map((row) => row.id);
      const statements = () => [searchBefore18Rank(q, PAGE + 1), searchBefore18Rows(pageIds)];
      await sqlRun(pool, statements, 1);
      const { rows } = await pool.query(
        "select count(*) filter (where search @@ websearch_to_tsquery('english', $1))::float8 / count(*) as share from services",
        [q],
      );
      searchBefore[name] = { ...(await sqlRun(pool, statements)), q, shareOfRows: Number((rows[0].share * 100).toFixed(2)) };
      console.log(
        `${name}, SQL before #18: ${searchBefore[name].queriesPerSecond} q/s (${searchBefore[name].shareOfRows} % of rows)`,
      );
    }
    // The server's own ceiling: a route that reads nothing (GET /api/health/live) through the same hooks (session
    // lookup skipped without a cookie, security headers, request id, serialiser). No read can be faster than this, so
    // a read whose SQL runs at more than twice this rate cannot reach 0.5 of its SQL whatever its own code does.
    let floor = null;
    if (!ONLY) {
      await serverRun(server, '/api/health/live', 1);
      floor = await serverRun(server, '/api/health/live');
      console.log(`http floor: ${floor.requestsPerSecond} req/s`);
    }
    await server.stop();
    report(results, floor, searchBefore);
  } finally {
    await pool.end();
    if (!kept) psql(`drop database if exists ${name} with (force)`);
  }
}

function report(results, floor, searchBefore) {
  printTable(
    `reads (${SERVICES.toLocaleString('en')} services, ${CONNECTIONS} connections × ${SECONDS} s, PostgreSQL)`,
    Object.entries(results).map(([name, r]) => ({
      read: name,
      'api req/s': r.api.requestsPerSecond,
      'sql q/s': r.sql.queriesPerSecond,
      ratio: r.ratio,
      'node cpu ms/req': r.api.cpuMsPerRequest,
      'api p99 ms': r.api.p99,
      'sql p99 ms': r.sql.p99,
      'api/http floor': floor ? Number((r.api.requestsPerSecond / floor.requestsPerSecond).toFixed(2)) : null,
      errors: r.api.errors,
    })),
  );
  const summary = [];
  for (const [name, r] of Object.entries(results)) {
    const target = name.startsWith('two-word') ? 0.8 : 0.5;
    summary.push({ metric: `${name}: api/sql`, value: r.ratio, target: `≥ ${target}`, ok: r.ratio >= target });
    summary.push({ metric: `${name}: api req/s`, value: r.api.requestsPerSecond, unit: 'req/s' });
    summary.push({ metric: `${name}: api p99`, value: r.api.p99, unit: 'ms' });
  }
  for (const [name, before] of Object.entries(searchBefore)) {
    const speedup = Number((results[name].sql.queriesPerSecond / before.queriesPerSecond).toFixed(2));
    const read = `${name}, "${before.q}" in ${before.shareOfRows} % of rows`;
    summary.push({ metric: `${read}: SQL before #18 q/s`, value: before.queriesPerSecond, unit: 'q/s' });
    // The issue's target is set at 0.5 % of rows; the broad search is shown for the trend.
    const target = name === SEARCHES[0].name ? { target: '≥ 1.5', ok: speedup >= 1.5 } : {};
    summary.push({ metric: `${read}: SQL now / before #18`, value: speedup, ...target });
  }
  if (floor) {
    summary.push({ metric: 'http floor (GET /api/health/live): req/s', value: floor.requestsPerSecond, unit: 'req/s' });
    summary.push({ metric: 'http floor: Node CPU per request', value: floor.cpuMsPerRequest, unit: 'ms' });
  }
  const browseCpu = results['browse first page']?.api.cpuMsPerRequest ?? null;
  if (browseCpu !== null)
    summary.push({
      metric: 'browse: Node CPU per request',
      value: browseCpu,
      unit: 'ms',
      target: '≤ 0.7 ms',
      ok: browseCpu <= 0.7,
    });
  printSummary('reads: API against its own SQL', summary);
  writeResult('reads', {
    summary,
    dataset: { sellers: SELLERS, services: SERVICES },
    run: { seconds: SECONDS, connections: CONNECTIONS, poolSize: POOL_SIZE },
    results,
    floor,
    searchBefore,
  });
}

await main();
