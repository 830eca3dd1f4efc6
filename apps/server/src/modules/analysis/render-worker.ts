/**
 * The render worker: a child process of the server that owns headless Chromium (started on first use) and
 * renders one page per fresh context. It exists so that nothing a page does to the browser — a popup, a crash,
 * a hang, a memory blow-up, a Playwright error nobody caught — can take the server down: at worst this process
 * dies, and the server fails the renders it had in flight (page-renderer.ts).
 *
 * The worker never reaches the network. Every request the page makes is handed to the server over IPC and
 * answered by the server's safe fetcher (same IP policy as the analyzer's own fetches). Anything that would
 * bypass the interception (WebRTC, a request Playwright does not route) goes to a proxy this worker runs, which
 * refuses everything: no port is assumed closed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import {
  CHROMIUM_ENV,
  type FetchReply,
  type FetchRequest,
  type FromWorker,
  LAUNCH_TIMEOUT_MS,
  type RenderJob,
  type RenderResult,
  type ToWorker,
} from './render-protocol';

/** After the load event, how long to wait for the page's own requests (fetch/XHR) to settle. */
const SETTLE_MS = 1_500;
/** Per response the page asks for, and for all of them together. */
const RESOURCE_MAX_BYTES = 5 * 1024 * 1024;
const PAGE_MAX_BYTES = 20 * 1024 * 1024;
const PAGE_MAX_REQUESTS = 150;
/** A page's JavaScript heap; past it the renderer process dies (and that render fails) instead of eating the machine. */
const PAGE_HEAP_MB = 256;
/** Resource types never fetched: they change no text, link or heading and cost the most bytes. */
const BLOCKED_TYPES = new Set(['image', 'media', 'font', 'websocket', 'eventsource', 'manifest', 'texttrack', 'ping']);

/**
 * Runs before any of the page's scripts: no popups and no workers. Popups that get through anyway (a click on a
 * target=_blank link) are closed as they open, and their requests are refused.
 */
const LOCKDOWN_SCRIPT = `(() => {
  const lock = (name, value) => { try { Object.defineProperty(window, name, { value, writable: false, configurable: false }); } catch {} };
  lock('open', () => null);
  lock('Worker', undefined);
  lock('SharedWorker', undefined);
})();`;

const send = (message: FromWorker) => {
  if (process.connected) process.send?.(message);
};
const describe = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

// ---- requests relayed to the server ----

let nextFetchId = 0;
const pendingFetches = new Map<number, (reply: FetchReply) => void>();

function relayFetch(id: number, request: FetchRequest): Promise<FetchReply> {
  return new Promise((resolve) => {
    const fetchId = ++nextFetchId;
    pendingFetches.set(fetchId, resolve);
    send({ type: 'fetch', id, fetchId, request });
  });
}

// ---- the browser ----

/** A local proxy that refuses every request and tunnel: Chromium is pointed at it for anything not intercepted. */
async function startRefusingProxy(): Promise<number> {
  const server = http.createServer((_request, response) => response.writeHead(403, { connection: 'close' }).end());
  server.on('connect', (_request, socket) => socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n'));
  server.on('upgrade', (_request, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let browser: Promise<Browser> | null = null;
/** The renders in progress, to cancel one (the server asks) or all (the browser is gone). */
const running = new Map<number, AbortController>();
const BROWSER_GONE = new Error('the browser stopped');

function launch(): Promise<Browser> {
  if (browser) return browser;
  const launching = (async () => {
    const [{ chromium }, proxyPort] = await Promise.all([import('playwright-core'), startRefusingProxy()]);
    const started = await chromium.launch({
      executablePath: process.env[CHROMIUM_ENV],
      headless: true,
      timeout: LAUNCH_TIMEOUT_MS,
      // The sandbox cannot start as root; a service running as its own user keeps it.
      chromiumSandbox: process.getuid?.() !== 0,
      args: [
        `--proxy-server=http://127.0.0.1:${proxyPort}`,
        '--proxy-bypass-list=<-loopback>',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        `--js-flags=--max-old-space-size=${PAGE_HEAP_MB}`,
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-extensions',
        '--no-first-run',
        '--mute-audio',
      ],
    });
    started.on('disconnected', () => {
      if (browser === launching) browser = null;
      // The browser died under these renders (a crash, or killed): fail them now rather than at their time-out.
      for (const render of running.values()) render.abort(BROWSER_GONE);
    });
    return started;
  })();
  browser = launching;
  launching.catch(() => {
    if (browser === launching) browser = null;
  });
  return launching;
}

// ---- one render ----

/** A request of the page's main frame; false for popups, frames and workers (whose frame may not even exist yet). */
function fromMainFrame(request: Request, page: Page | null): boolean {
  if (!page) return false;
  try {
    return request.frame() === page.mainFrame();
  } catch {
    return false;
  }
}

async function renderInContext(id: number, context: BrowserContext, job: RenderJob, signal: AbortSignal, started: number) {
  let requests = 0;
  let blocked = 0;
  let bytes = 0;
  let documentServed = false;
  let page: Page | null = null;
  const target = new URL(job.url).toString();

  async function answer(route: Route) {
    const request = route.request();
    const abort = () => {
      blocked++;
      return route.abort('blockedbyclient');
    };
    if (signal.aborted || BLOCKED_TYPES.has(request.resourceType())) return abort();
    // Popups, frames (other sites' widgets: maps, video, chat) and anything without a frame are not this page.
    if (request.isNavigationRequest() && !fromMainFrame(request, page)) return abort();
    const requestUrl = request.url();
    if (!documentServed && request.isNavigationRequest() && requestUrl === target) {
      documentServed = true;
      return route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: job.html });
    }
    if (requests >= PAGE_MAX_REQUESTS || bytes >= PAGE_MAX_BYTES) return abort();
    requests++;
    const reply = await relayFetch(id, {
      url: requestUrl,
      method: request.method(),
      headers: request.headers(),
      body: request.postDataBuffer() ?? undefined,
      accept: request.headers().accept ?? '*/*',
      maxBytes: Math.min(RESOURCE_MAX_BYTES, PAGE_MAX_BYTES - bytes),
    });
    // Refused by the policy (private address, scheme, port), unreachable or too slow: the page sees a failed request.
    if (!reply.ok || signal.aborted) return abort();
    bytes += reply.body.byteLength;
    await route.fulfill({ status: reply.status, headers: reply.headers, body: Buffer.from(reply.body) });
  }

  // Whatever goes wrong answering one request (the page or context closed meanwhile) stays with that request.
  await context.route('**/*', (route) => answer(route).catch(() => route.abort('failed').catch(() => {})));
  await context.addInitScript(LOCKDOWN_SCRIPT);

  page = await context.newPage();
  const main = page;
  context.on('page', (opened) => {
    if (opened !== main) void opened.close().catch(() => {});
  });
  main.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
  main.on('download', (download) => void download.cancel().catch(() => {}));
  const crashed = new Promise<never>((_resolve, reject) => {
    main.once('crash', () => reject(new Error('the page crashed (out of memory or a browser fault)')));
  });
  crashed.catch(() => {});

  const remaining = () => Math.max(0, job.timeoutMs - (performance.now() - started));
  await Promise.race([main.goto(target, { waitUntil: 'load', timeout: remaining() }), crashed]);
  // Content fetched by the page's scripts: wait until its requests settle, briefly.
  await main.waitForLoadState('networkidle', { timeout: Math.min(SETTLE_MS, remaining()) }).catch(() => {});
  const rendered = await Promise.race([main.content(), crashed]);
  if (Buffer.byteLength(rendered) > PAGE_MAX_BYTES)
    throw new Error(`the rendered page is larger than ${PAGE_MAX_BYTES / 1024 / 1024} MB`);
  return { html: rendered, finalUrl: main.url(), requests, blocked };
}

async function render(id: number, job: RenderJob): Promise<RenderResult> {
  const cancel = new AbortController();
  running.set(id, cancel);
  let instance: Browser;
  try {
    instance = await launch();
  } catch (error) {
    return { rendered: false, reason: `the browser could not start (${describe(error)})` };
  }
  if (cancel.signal.aborted) return { rendered: false, reason: 'cancelled' };
  send({ type: 'started', id });
  // The page's clock starts here: a cold browser start on a busy machine is ours, not the page's.
  const started = performance.now();
  const timer = setTimeout(() => cancel.abort(), job.timeoutMs);
  let context: BrowserContext | null = null;
  const closeOnAbort = () => void context?.close().catch(() => {});
  cancel.signal.addEventListener('abort', closeOnAbort, { once: true });
  try {
    context = await instance.newContext({
      javaScriptEnabled: true,
      serviceWorkers: 'block',
      acceptDownloads: false,
      viewport: { width: 1280, height: 900 },
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 ProClubAnalyzer/1.0`,
    });
    // Out of time while the context opened: the abort listener found no context to close.
    cancel.signal.throwIfAborted();
    const result = await renderInContext(id, context, job, cancel.signal, started);
    return { rendered: true, ...result, renderMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (cancel.signal.reason === BROWSER_GONE)
      return { rendered: false, reason: 'the page could not be rendered (the browser stopped)' };
    if (cancel.signal.aborted || /timeout/i.test(describe(error)))
      return {
        rendered: false,
        timedOut: true,
        reason: `the page did not finish rendering within ${Math.round(job.timeoutMs / 1000)} seconds`,
      };
    return { rendered: false, reason: `the page could not be rendered (${describe(error)})` };
  } finally {
    clearTimeout(timer);
    cancel.signal.removeEventListener('abort', closeOnAbort);
    running.delete(id);
    await context?.close().catch(() => {});
  }
}

// ---- the conversation with the server ----

process.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      void render(message.id, message.job).then((result) => send({ type: 'done', id: message.id, result }));
      break;
    case 'cancel':
      running.get(message.id)?.abort();
      break;
    case 'fetched': {
      const resolve = pendingFetches.get(message.fetchId);
      pendingFetches.delete(message.fetchId);
      resolve?.(message.reply);
      break;
    }
  }
});

async function shutDown(code: number) {
  const current = browser;
  browser = null;
  await Promise.race([current?.then((b) => b.close()).catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  process.exit(code);
}

// The server went away or closed the renderer: close the browser with us.
process.on('disconnect', () => void shutDown(0));
process.on('SIGTERM', () => void shutDown(0));
// Anything uncaught ends this process (the server fails the renders in flight and starts a new worker next time).
process.on('uncaughtException', (error) => {
  console.error(`render worker: ${describe(error)}`);
  void shutDown(1);
});
process.on('unhandledRejection', (error) => {
  console.error(`render worker: ${describe(error)}`);
  void shutDown(1);
});
