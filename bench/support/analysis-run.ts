/**
 * The analysis benchmark's measuring process: the real app (in-memory PGlite) listening on loopback with the
 * analyzer allowed to reach a local fixture site serving a ~300 KB page. Prints one JSON object on stdout:
 * server time excluding the wait on the website (analysisData.timings.processingMs) over sequential runs,
 * and event-loop delay while 20 analyses run at once. Usage: node --import tsx bench/support/analysis-run.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AnalysisResult } from '@proclub/contracts/analysis';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/client';
import { largePage } from '../../apps/server/src/test/fixture-pages';
import { html, ROBOTS, SITEMAP, startFixtureSite, text } from '../../apps/server/src/test/fixture-site';

const PAGE_BYTES = 300 * 1024;
const WARMUP = 10;
const SEQUENTIAL = Number(process.env.ANALYSIS_BENCH_RUNS ?? 60);
const CONCURRENT = 20;

const page = largePage(PAGE_BYTES);
const site = await startFixtureSite({
  '/': html(page, { 'cache-control': 'max-age=60' }),
  '/robots.txt': text(ROBOTS),
  '/sitemap.xml': text(SITEMAP, 'application/xml'),
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proclub-bench-analysis-'));
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  ANALYZER_ALLOW_LOOPBACK: 'true',
  ANALYZER_ALLOWED_PORTS: `80,443,${site.port}`,
  ANALYSES_PER_IP: '1000000',
  ANONYMOUS_ANALYSES_PER_IP: '1000000',
  ANONYMOUS_ANALYSES_AT_ONCE: '100',
  // A fixed port (the analyzer helper's range, overridable) so the requests' Origin is the app's own (CSRF check).
  PORT: process.env.ANALYSIS_BENCH_PORT ?? '3451',
  // The homepage alone, as before the crawl existed, so this figure stays comparable (the crawl has its own phase).
  ANALYZER_CRAWL_PAGES: '0',
} as NodeJS.ProcessEnv);
const database = await openDatabase({ kind: 'pglite' });
const app = await buildApp({ env, database, logger: false });
const base = await app.listen({ host: '127.0.0.1', port: env.PORT });

async function analyze(): Promise<{ processingMs: number; networkMs: number; roundTripMs: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ website: `${site.origin}/` }),
  });
  const body = (await response.json()) as AnalysisResult;
  if (!response.ok) throw new Error(`analysis failed: ${response.status} ${JSON.stringify(body)}`);
  const { processingMs, networkMs } = body.analysisData.timings;
  return { processingMs, networkMs, roundTripMs: performance.now() - started };
}

const pick = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 10) / 10;
};

try {
  for (let i = 0; i < WARMUP; i++) await analyze();
  const runs: Awaited<ReturnType<typeof analyze>>[] = [];
  // CPU time per analysis (server and in-process client together) does not grow when other work
  // on the machine steals the cores, unlike the wall-clock figures.
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < SEQUENTIAL; i++) runs.push(await analyze());
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerAnalysis = Math.round(((cpu.user + cpu.system) / 1000 / SEQUENTIAL) * 10) / 10;

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const concurrent = await Promise.all(Array.from({ length: CONCURRENT }, () => analyze()));
  const wallMs = performance.now() - started;
  delay.disable();

  const processing = runs.map((run) => run.processingMs);
  process.stdout.write(
    `${JSON.stringify({
      pageBytes: Buffer.byteLength(page),
      sequential: {
        runs: runs.length,
        cpuMsPerAnalysis,
        serverP50: pick(processing, 50),
        serverP95: pick(processing, 95),
        networkP50: pick(
          runs.map((run) => run.networkMs),
          50,
        ),
        roundTripP50: pick(
          runs.map((run) => run.roundTripMs),
          50,
        ),
        roundTripP95: pick(
          runs.map((run) => run.roundTripMs),
          95,
        ),
      },
      concurrent: {
        analyses: CONCURRENT,
        wallMs: Math.round(wallMs),
        serverP95: pick(
          concurrent.map((run) => run.processingMs),
          95,
        ),
        roundTripP95: pick(
          concurrent.map((run) => run.roundTripMs),
          95,
        ),
        eventLoopDelayP99: Math.round((delay.percentile(99) / 1e6) * 10) / 10,
        eventLoopDelayMax: Math.round((delay.max / 1e6) * 10) / 10,
      },
    })}\n`,
  );
} finally {
  await app.close();
  await database.close();
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
