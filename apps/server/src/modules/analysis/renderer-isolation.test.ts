// @module-tag process
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AnalysisResult } from '@proclub/contracts/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, html, startFixtureSite } from '../../test/fixture-site';
import { disposeServerBundle, killAllServers, type ServerProcess, startServer } from '../../test/server-process';
import { until } from '../../test/until';

/**
 * The analyzer renders untrusted pages, and needs no account: nothing such a page does may take the server down.
 * A real server process (the built bundle, as in production) analyses a page that opens popups every way it can,
 * then has its browser killed in the middle of a render, and must answer every request after both.
 */
const CHROMIUM = '/usr/bin/chromium';

const POPUPS = `<!doctype html><html><head><title>Popups</title></head><body>
<a id="blank" href="/popup" target="_blank">Open</a>
<script>
  window.open('/popup');
  document.getElementById('blank').click();
  setTimeout(() => window.open('/popup', '_blank'), 10);
  document.body.insertAdjacentHTML('beforeend', '<h1>Popup Plumbing</h1><p>We fix leaks.</p>');
</script></body></html>`;
const NEVER_LOADS = '<!doctype html><html><head><title>Slow</title></head><body><script src="/hangs.js"></script></body></html>';

/** Every process below `pid`, children first by level. */
function descendants(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([child, parent, command]) => ({ pid: Number(child), ppid: Number(parent), command: command ?? '' }));
  const found: { pid: number; command: string }[] = [];
  let level = [pid];
  while (level.length > 0) {
    const next = rows.filter((row) => level.includes(row.ppid));
    found.push(...next);
    level = next.map((row) => row.pid);
  }
  return found;
}

describe.skipIf(!existsSync(CHROMIUM))('renderer isolation: a real server process', () => {
  let site: FixtureSite;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    site = await startFixtureSite({
      '/': html(POPUPS),
      '/popup': html('<p>a popup</p>'),
      '/slow': html(NEVER_LOADS),
      '/hangs.js': (_request, response) => void response.writeHead(200, { 'content-type': 'text/javascript' }),
    });
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'proclub-renderer-'));
    server = await startServer({
      dataDir,
      env: {
        ANALYZER_ALLOW_LOOPBACK: 'true',
        ANALYZER_ALLOWED_PORTS: String(site.port),
        ANALYZER_CHROMIUM_PATH: CHROMIUM,
        ANALYZER_CRAWL_PAGES: '0',
        // A cold browser on a busy test machine: the page's own time is not what this test is about.
        ANALYZER_RENDER_TIMEOUT_MS: '30000',
      },
    });
  }, 180_000);

  afterAll(async () => {
    await killAllServers();
    await disposeServerBundle();
    await site?.close();
    if (dataDir) await fsp.rm(dataDir, { recursive: true, force: true });
  });

  const analyze = (website: string) =>
    fetch(`${server.baseUrl}/api/analysis`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ website, render: true }),
      signal: AbortSignal.timeout(120_000),
    });
  const health = async () => (await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })).status;

  it('analyses a page that opens popups, and stays up', async () => {
    const response = await analyze(`${site.origin}/`);
    expect(response.status).toBe(200);
    const result = (await response.json()) as AnalysisResult;
    expect(result.analysisData.rendering).toMatchObject({ rendered: true });
    expect(result.analysisData.rendering?.dom?.words).toBeGreaterThanOrEqual(5);
    expect(site.hits.get('/popup')).toBeUndefined();
    expect(server.running).toBe(true);
    expect(await health()).toBe(200);
  }, 150_000);

  it('fails only the render whose browser is killed mid-render, and answers the next request', async () => {
    const pending = analyze(`${site.origin}/slow`);
    // The page is mid-render once its never-ending script has been asked for.
    await until(
      () => site.hits.get('/hangs.js') ?? 0,
      (count) => count > 0,
      90_000,
    );
    const browsers = descendants(server.pid).filter((process) => process.command.includes('chrom'));
    expect(browsers.length).toBeGreaterThan(0);
    for (const browser of browsers) {
      try {
        process.kill(browser.pid, 'SIGKILL');
      } catch {
        // Already gone with its parent.
      }
    }
    const response = await pending;
    expect(response.status).toBe(200);
    const result = (await response.json()) as AnalysisResult;
    expect(result.analysisData.rendering).toMatchObject({ rendered: false });
    expect(result.analysisData.rendering?.reason).toMatch(/^the page could not be rendered \(/);
    expect(result.analysisData.warnings.join(' ')).toContain('Not rendered (the page could not be rendered');
    expect(server.running).toBe(true);
    expect(await health()).toBe(200);
    // And rendering works again: a fresh browser for the next analysis.
    const again = (await (await analyze(`${site.origin}/`)).json()) as AnalysisResult;
    expect(again.analysisData.rendering).toMatchObject({ rendered: true });
  }, 240_000);
});
