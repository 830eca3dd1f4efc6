/**
 * The analysis benchmark's second measuring process (issue #22 rendering and crawl): the real app with headless
 * rendering (Debian's Chromium) and the small crawl on, against local fixture sites. Prints one JSON object:
 * round-trip time of a rendered client-side page and of a 10-page crawl (sequential runs, p50/p95), and the
 * event-loop delay while 5 of each run at once. Usage: node --import tsx bench/support/analysis-render-crawl-run.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AnalysisResult } from '@proclub/contracts/analysis';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/client';
import { renderWorkerPid } from '../../apps/server/src/modules/analysis/analysis-engine';
import { type FixtureRoute, html, startFixtureSite, text } from '../../apps/server/src/test/fixture-site';
import { spaRoutes } from '../../apps/server/src/test/fixture-spa';

const RUNS = Number(process.env.ANALYSIS_RENDER_BENCH_RUNS ?? 12);
const CONCURRENT = 5;
const CRAWL_PAGES = 10;

const words = 'Licensed locksmiths serving Lincoln homes and businesses with fast, friendly help day and night. '.repeat(30);
const nav = Array.from({ length: CRAWL_PAGES }, (_, i) => `<a href="/page-${i + 1}">Service ${i + 1}</a>`).join(' ');
const lockPage = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${title} in Lincoln">` +
  `</head><body><header><nav><a href="/">Home</a> ${nav} <a href="/contact">Contact</a></nav></header><main><h1>${title}</h1><p>${words}</p></main>` +
  `<footer>310 S 13th St, Lincoln, NE 68508 · <a href="tel:4025550142">(402) 555-0142</a></footer></body></html>`;
const crawlRoutes: Record<string, FixtureRoute> = {
  '/': html(lockPage('Lincoln Lock & Key')),
  '/robots.txt': text('User-agent: *\nAllow: /\n'),
};
for (let i = 1; i <= CRAWL_PAGES; i++) crawlRoutes[`/page-${i}`] = html(lockPage(`Service ${i}`));
crawlRoutes['/contact'] = html(lockPage('Contact'));

const spa = await startFixtureSite(spaRoutes());
const lock = await startFixtureSite(crawlRoutes);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-bench-render-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  ANALYZER_ALLOW_LOOPBACK: 'true',
  ANALYZER_ALLOWED_PORTS: `80,443,${spa.port},${lock.port}`,
  ANALYZER_CRAWL_PAGES: String(CRAWL_PAGES),
  ANALYSES_PER_IP: '1000000',
  ANONYMOUS_ANALYSES_PER_IP: '1000000',
  ANONYMOUS_ANALYSES_AT_ONCE: '100',
  // A fixed port (the analyzer helper's range, overridable) so the requests' Origin is the app's own (CSRF check).
  PORT: process.env.ANALYSIS_BENCH_PORT ?? '3452',
} as NodeJS.ProcessEnv);
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({ env, database, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: env.PORT });

async function analyze(website: string, render = false) {
  const started = performance.now();
  const response = await fetch(`${base}/api/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ website, ...(render ? { render: true } : {}) }),
  });
  const body = (await response.json()) as AnalysisResult;
  if (!response.ok) throw new Error(`analysis failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, data: body.analysisData };
}

const pick = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
};

/**
 * Resident memory of the render worker's process tree (the worker, its Chromium browser and page processes), in MB:
 * only this app's renderer, not other Chromium processes on the machine (an e2e run beside the bench).
 */
function chromiumRssMb(): number {
  const root = renderWorkerPid();
  if (!root) return 0;
  try {
    const out = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
    const rows = out
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter((row) => row.length === 3 && row.every(Number.isFinite));
    const tree = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, ppid] of rows)
        if (tree.has(ppid) && !tree.has(pid)) {
          tree.add(pid);
          grew = true;
        }
    }
    const kb = rows.filter(([pid]) => tree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function phase(website: string, check: (data: AnalysisResult['analysisData']) => void, render = false) {
  for (let i = 0; i < 2; i++) check((await analyze(website, render)).data);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await analyze(website, render)).ms);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // The render worker tree's memory while the renders run at once (at most ANALYZER_RENDER_PAGES pages render together).
  const idleMb = chromiumRssMb();
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, chromiumRssMb());
  }, 100);
  const started = performance.now();
  const together = await Promise.all(Array.from({ length: CONCURRENT }, () => analyze(website, render)));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  delay.disable();
  return {
    runs: RUNS,
    p50: pick(times, 50),
    p95: pick(times, 95),
    concurrent: {
      analyses: CONCURRENT,
      wallMs: Math.round(wallMs),
      p95: pick(
        together.map((run) => run.ms),
        95,
      ),
      eventLoopDelayP99: Math.round((delay.percentile(99) / 1e6) * 10) / 10,
      eventLoopDelayMax: Math.round((delay.max / 1e6) * 10) / 10,
      chromiumIdleMb: idleMb,
      chromiumPeakMb: peakMb,
      /** Extra Chromium memory per page rendering at once (ANALYZER_RENDER_PAGES at a time). */
      mbPerConcurrentRender: Math.round((peakMb - idleMb) / Math.max(1, Math.min(CONCURRENT, env.ANALYZER_RENDER_PAGES))),
    },
  };
}

try {
  const rendered = await phase(`${spa.origin}/`, (data) => {
    if (!data.rendering?.rendered) throw new Error(`the SPA was not rendered: ${data.rendering?.reason}`);
  });
  const crawl = await phase(`${lock.origin}/`, (data) => {
    if ((data.crawl?.pages.length ?? 0) !== CRAWL_PAGES + 1)
      throw new Error(`the crawl read ${data.crawl?.pages.length} pages, expected ${CRAWL_PAGES + 1}`);
  });
  // The whole analysis of a 10-page site with its homepage rendered (issue #32: p95 < 15 s).
  const crawlRendered = await phase(
    `${lock.origin}/`,
    (data) => {
      if (!data.rendering?.rendered) throw new Error(`the homepage was not rendered: ${data.rendering?.reason}`);
      if ((data.crawl?.pages.length ?? 0) !== CRAWL_PAGES + 1)
        throw new Error(`the crawl read ${data.crawl?.pages.length} pages`);
    },
    true,
  );
  process.stdout.write(
    `${JSON.stringify({ rendered, crawl, crawlRendered, loadAverage: os.loadavg().map((v) => Math.round(v * 10) / 10) })}\n`,
  );
} finally {
  await app.close();
  await database.close();
  await spa.close();
  await lock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
