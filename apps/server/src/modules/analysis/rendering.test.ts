import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePorts } from '../../lib/ip-policy';
import { createSafeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import { type FixtureSite, html, startFixtureSite, text } from '../../test/fixture-site';
import { SPA_SHELL, spaRoutes } from '../../test/fixture-spa';
import { until } from '../../test/until';
import { analyzeSite } from './analyzer';
import { createPageRenderer, type PageRenderer } from './page-renderer';

/**
 * Headless rendering against local fixture sites: a client-rendered shell whose words, links and H1 exist
 * only after its script runs, and a server-rendered page. Needs Debian's /usr/bin/chromium (skipped without).
 */
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

/** The Chromium processes whose parent is `pid` (the worker's browser). */
function browserPids(pid: number): number[] {
  return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.includes('chrom'))
    .map(([child]) => Number(child));
}

/** 'rendered', or why not: a failed expectation then says the reason. */
const verdict = (outcome: { rendered: boolean; reason?: string }) => (outcome.rendered ? 'rendered' : outcome.reason);

const paragraph =
  'Rosa bakes sourdough bread, birthday cakes and seasonal pies every morning in our Lincoln kitchen, using local flour and butter from nearby farms. ';

const SERVER_RENDERED = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lincoln Lock &amp; Key</title></head>
<body><h1>Lincoln Lock &amp; Key</h1><p>${paragraph.repeat(3)}</p><a href="/contact">Contact</a>
<script src="/small.js"></script></body></html>`;

/** Opens popups three ways, a dialog, a download, a worker and a new window from a timer; then writes its content. */
const HOSTILE_PAGE = `<!doctype html><html><head><title>Hostile</title></head><body>
<a id="blank" href="/popup" target="_blank">Open</a><a id="download" href="/report.zip" download>Get</a>
<script>
  const results = [];
  try { results.push('open:' + String(window.open('/popup'))); } catch (error) { results.push('open threw'); }
  document.getElementById('blank').click();
  document.getElementById('download').click();
  try { alert('hello'); confirm('sure?'); results.push('dialogs dismissed'); } catch (error) { results.push('dialogs threw'); }
  try { new Worker('/worker.js'); results.push('worker started'); } catch (error) { results.push('no worker'); }
  setTimeout(() => { try { window.open('/popup', '_blank'); } catch {} }, 10);
  document.body.insertAdjacentHTML('beforeend', '<h1>Still here</h1><p id="results">' + results.join(', ') + '</p>');
</script></body></html>`;

describe.skipIf(!hasChromium)('headless rendering', () => {
  let site: FixtureSite;
  let other: FixtureSite;
  let fetcher: SafeFetcher;
  let renderer: PageRenderer;

  beforeAll(async () => {
    other = await startFixtureSite({ '/': html('<p>secret</p>') });
    site = await startFixtureSite({
      ...spaRoutes({
        metadata: 'http://169.254.169.254/latest/meta-data/',
        private: 'http://10.1.2.3/admin',
        port: `http://127.0.0.1:${other.port}/`,
        scheme: 'ftp://127.0.0.1/file',
      }),
      '/plain': html(SERVER_RENDERED),
      '/small.js': text('document.body.dataset.ran = "yes";', 'text/javascript'),
      // A page whose script arrives after 1.2 s, and then writes the content.
      '/late': html('<!doctype html><html><head><title>Late</title></head><body><script src="/late.js"></script></body></html>'),
      '/late.js': (_request, response) =>
        void setTimeout(
          () =>
            response
              .writeHead(200, { 'content-type': 'text/javascript' })
              .end(`document.body.innerHTML = '<h1>Arrived late</h1><p>${paragraph}</p>';`),
          1_200,
        ),
      // A script that never finishes arriving: the page's load event never comes.
      '/hangs.js': (_request, response) => void response.writeHead(200, { 'content-type': 'text/javascript' }),
      // Everything a page may try to do beyond rendering itself: none of it may happen, and the render still completes.
      '/hostile': html(HOSTILE_PAGE),
      '/popup': html('<p>a popup</p>'),
      '/worker.js': text('postMessage("worker ran");', 'text/javascript'),
      '/report.zip': (_request, response) =>
        void response.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment' }).end('PK'),
    });
    // The fixture's port only: the other local server's port stays refused, like any port not configured.
    fetcher = createSafeFetcher({ allowLoopback: true, allowedPorts: parsePorts(`80,443,${site.port}`) });
    // A generous page budget: these tests are about what a render finds, not how fast a loaded machine renders.
    renderer = createPageRenderer({ executablePath: CHROMIUM, fetcher, pages: 2, timeoutMs: 20_000 });
  }, 30_000);

  afterAll(async () => {
    await renderer?.close();
    await fetcher?.close();
    await site?.close();
    await other?.close();
  });

  it('renders a client-rendered shell and reports what appears only after JavaScript', async () => {
    const progress: string[] = [];
    const { analysisData } = await analyzeSite({ url: `${site.origin}/`, googleBusinessProfile: null }, fetcher, {
      renderer,
      timeoutMs: 20_000,
      onProgress: (step, state) => progress.push(`${step}:${state}`),
    });
    const rendering = analysisData.rendering;
    expect(rendering?.reason).toBeUndefined();
    expect(rendering).toMatchObject({ rendered: true, clientRenderedShell: true, mode: 'auto' });
    expect(rendering?.raw?.words).toBeLessThan(10);
    expect(rendering?.dom?.words).toBeGreaterThan(80);
    expect(rendering?.onlyAfterJs).toMatchObject({ h1: 1, links: 3 });
    expect(analysisData.wordCount).toBeGreaterThan(80);
    const checks = new Map(analysisData.checks.map((check) => [check.id, check]));
    expect(checks.get('js_only_content')).toMatchObject({ status: 'fail' });
    expect(checks.get('js_only_content')?.evidence).toMatch(/^Only after JavaScript: \d+ words, 3 links and the H1 heading/);
    // The verdict on the HTML as served stays; the rendered page now has its heading.
    expect(checks.get('raw_html_content')?.status).toBe('fail');
    expect(checks.get('h1')?.status).toBe('pass');
    expect(analysisData.warnings.join(' ')).not.toContain('Not rendered');
    expect(progress).toContain('rendering:done');
    // The main document is the one already fetched (one request for /); images are never requested.
    expect(site.hits.get('/')).toBe(1);
    expect(site.hits.get('/api/menu')).toBe(1);
    expect(site.hits.get('/hero.jpg')).toBeUndefined();
  }, 30_000);

  it("refuses the page's own requests to private addresses, other ports and other schemes", async () => {
    const outcome = await renderer.render(`${site.origin}/`, SPA_SHELL, AbortSignal.timeout(15_000));
    expect(verdict(outcome)).toBe('rendered');
    if (!outcome.rendered) return;
    expect(outcome.html).toContain('data-metadata="refused"');
    expect(outcome.html).toContain('data-private="refused"');
    expect(outcome.html).toContain('data-port="refused"');
    expect(outcome.html).toContain('data-scheme="refused"');
    expect(outcome.html).toContain('Lemon tart');
    expect(other.hits.size).toBe(0);
  }, 30_000);

  it('renders any page when asked, and finds nothing that needs JavaScript on a server-rendered one', async () => {
    const { analysisData } = await analyzeSite(
      { url: `${site.origin}/plain`, googleBusinessProfile: null, render: true },
      fetcher,
      {
        renderer,
        timeoutMs: 20_000,
      },
    );
    expect(analysisData.rendering).toMatchObject({ rendered: true, clientRenderedShell: false, mode: 'always' });
    const check = analysisData.checks.find((item) => item.id === 'js_only_content');
    expect(check?.status).toBe('pass');
    expect(check?.evidence).toContain('already has');
  }, 30_000);

  it("renders on its own budget: a render longer than the site fetches' deadline still completes", async () => {
    const { analysisData } = await analyzeSite(
      { url: `${site.origin}/late`, googleBusinessProfile: null, render: true },
      fetcher,
      { renderer, timeoutMs: 1_000 },
    );
    expect(analysisData.rendering).toMatchObject({ rendered: true, mode: 'always' });
    expect(analysisData.rendering?.renderMs).toBeGreaterThan(1_000);
    expect(analysisData.rendering?.dom?.words).toBeGreaterThan(20);
  }, 30_000);

  it('does not render a server-rendered page unless asked', async () => {
    const { analysisData } = await analyzeSite({ url: `${site.origin}/plain`, googleBusinessProfile: null }, fetcher, {
      renderer,
    });
    expect(analysisData.rendering).toMatchObject({ rendered: false, clientRenderedShell: false, mode: 'auto' });
    expect(analysisData.checks.some((item) => item.id === 'js_only_content')).toBe(false);
  });

  it("gives up on a page that never finishes loading after the renderer's own time, counted from a running browser", async () => {
    // A fresh renderer: its browser starts cold inside this render, and that start is not charged to the page.
    const impatient = createPageRenderer({ executablePath: CHROMIUM, fetcher, timeoutMs: 2_000 });
    try {
      const shell = '<!doctype html><html><head><title>Slow</title></head><body><script src="/hangs.js"></script></body></html>';
      const started = performance.now();
      const outcome = await impatient.render(`${site.origin}/slow`, shell, AbortSignal.timeout(15_000));
      expect(outcome).toEqual({ rendered: false, reason: 'the page did not finish rendering within 2 seconds' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    } finally {
      await impatient.close();
    }
    // When the analysis runs out of time while the browser is still starting, the page is not blamed.
    const cold = createPageRenderer({ executablePath: CHROMIUM, fetcher, timeoutMs: 2_000 });
    try {
      const late = await cold.render(`${site.origin}/plain`, SERVER_RENDERED, AbortSignal.timeout(20));
      expect(late).toEqual({ rendered: false, reason: 'the analysis ran out of time before rendering' });
    } finally {
      await cold.close();
    }
  }, 30_000);

  it('refuses popups, dialogs, downloads and workers, and the render still completes', async () => {
    const outcome = await renderer.render(`${site.origin}/hostile`, HOSTILE_PAGE, AbortSignal.timeout(20_000));
    expect(verdict(outcome)).toBe('rendered');
    if (!outcome.rendered) return;
    expect(outcome.html).toContain('<h1>Still here</h1>');
    expect(outcome.html).toContain('open:null');
    expect(outcome.html).toContain('no worker');
    expect(outcome.html).toContain('dialogs dismissed');
    // Neither the popup's page, the worker's script nor the download was ever fetched.
    expect(site.hits.get('/popup')).toBeUndefined();
    expect(site.hits.get('/worker.js')).toBeUndefined();
    expect(site.hits.get('/report.zip')).toBeUndefined();
    // The same renderer goes on working.
    expect(verdict(await renderer.render(`${site.origin}/plain`, SERVER_RENDERED, AbortSignal.timeout(60_000)))).toBe('rendered');
  }, 45_000);

  it('fails one render with a reason when the browser is killed mid-render, and renders the next one', async () => {
    const fragile = createPageRenderer({ executablePath: CHROMIUM, fetcher, timeoutMs: 15_000 });
    try {
      const shell = '<!doctype html><html><head><title>Slow</title></head><body><script src="/hangs.js"></script></body></html>';
      const pending = fragile.render(`${site.origin}/slow`, shell, AbortSignal.timeout(30_000));
      // Wait for the hanging script's request: the page is mid-render in the worker's browser.
      const hits = site.hits.get('/hangs.js') ?? 0;
      await until(
        () => site.hits.get('/hangs.js') ?? 0,
        (count) => count > hits,
        20_000,
      );
      const browsers = browserPids(fragile.workerPid() as number);
      expect(browsers.length).toBeGreaterThan(0);
      // Chromium and every process it started (Playwright starts it in a process group of its own).
      for (const pid of browsers) process.kill(-pid, 'SIGKILL');
      const outcome = await pending;
      expect(outcome.rendered).toBe(false);
      if (!outcome.rendered) expect(outcome.reason).toMatch(/^the page could not be rendered \(/);
      expect(verdict(await fragile.render(`${site.origin}/plain`, SERVER_RENDERED, AbortSignal.timeout(60_000)))).toBe(
        'rendered',
      );

      // The worker itself killed: the render in flight fails, the next one starts a new worker.
      const again = fragile.render(`${site.origin}/slow`, shell, AbortSignal.timeout(30_000));
      const before = fragile.workerPid() as number;
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(before, 'SIGKILL');
      expect(await again).toEqual({ rendered: false, reason: 'the page could not be rendered (the browser was stopped)' });
      expect(verdict(await fragile.render(`${site.origin}/plain`, SERVER_RENDERED, AbortSignal.timeout(60_000)))).toBe(
        'rendered',
      );
      expect(fragile.workerPid()).not.toBe(before);
    } finally {
      await fragile.close();
    }
  }, 90_000);

  it('fails a render whose page eats memory without end, and renders the next page', async () => {
    // 10 s: the hog crashes (or times out) well before; the next page, on a browser started again, gets room on a busy machine.
    const hungry = createPageRenderer({ executablePath: CHROMIUM, fetcher, timeoutMs: 10_000 });
    try {
      const hog =
        '<!doctype html><html><body><script>const keep = []; for (;;) keep.push(new Array(1e6).fill(Math.random()));</script></body></html>';
      const eaten = await hungry.render(`${site.origin}/hog`, hog, AbortSignal.timeout(30_000));
      expect(eaten.rendered).toBe(false);
      if (!eaten.rendered)
        expect(eaten.reason).toMatch(/^the page (could not be rendered \(the page crashed|did not finish rendering within)/);
      const next = await hungry.render(`${site.origin}/plain`, SERVER_RENDERED, AbortSignal.timeout(30_000));
      expect(verdict(next)).toBe('rendered');
    } finally {
      await hungry.close();
    }
  }, 60_000);

  it('says "Not rendered" when no browser is installed, and still analyses the HTML', async () => {
    const missing = createPageRenderer({ executablePath: '/nonexistent/chromium', fetcher });
    try {
      const progress: string[] = [];
      const { analysisData } = await analyzeSite({ url: `${site.origin}/`, googleBusinessProfile: null }, fetcher, {
        renderer: missing,
        onProgress: (step, state, detail) => progress.push(`${step}:${state}:${detail ?? ''}`),
      });
      expect(analysisData.rendering).toMatchObject({
        rendered: false,
        clientRenderedShell: true,
        reason: 'no browser is installed at /nonexistent/chromium',
      });
      expect(analysisData.warnings[0]).toMatch(/^Not rendered \(no browser is installed at \/nonexistent\/chromium\)/);
      expect(analysisData.checks.find((check) => check.id === 'raw_html_content')?.status).toBe('fail');
      expect(analysisData.checks.some((check) => check.id === 'js_only_content')).toBe(false);
      expect(progress.findLast((line) => line.startsWith('rendering:'))).toMatch(/^rendering:skipped:Not rendered/);
    } finally {
      await missing.close();
    }
  });
});
