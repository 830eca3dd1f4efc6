import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { AnalyzerError } from '../../lib/analyzer-error';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { Semaphore } from '../../lib/semaphore';
import { timeoutSignal } from '../../lib/timeout-signal';

/**
 * How long one page may take to render (navigation, scripts, their requests), counted once the browser is running.
 * Rendering comes after the site fetches and does not share their deadline (ANALYSIS_TIMEOUT_MS).
 */
export const RENDER_TIMEOUT_MS = 8_000;
/** Starting the shared browser, cold, on a busy machine; Playwright's own default is three minutes. */
const LAUNCH_TIMEOUT_MS = 20_000;
/** After the load event, how long to wait for the page's own requests (fetch/XHR) to settle. */
const SETTLE_MS = 1_500;
/** Per response the page asks for, and for all of them together. */
const RESOURCE_MAX_BYTES = 5 * 1024 * 1024;
const PAGE_MAX_BYTES = 20 * 1024 * 1024;
const PAGE_MAX_REQUESTS = 150;
/** The browser is closed when no render has run for this long (it holds ~150 MB). */
const IDLE_CLOSE_MS = 60_000;

/** Resource types never fetched: they change no text, link or heading and cost the most bytes. */
const BLOCKED_TYPES = new Set(['image', 'media', 'font', 'websocket', 'eventsource', 'manifest', 'texttrack', 'ping']);

export type RenderOutcome =
  | { rendered: true; html: string; finalUrl: string; renderMs: number; requests: number; blocked: number }
  | { rendered: false; reason: string };

export interface PageRenderer {
  /** Why rendering cannot happen on this machine (no browser), or null when it can. */
  unavailableReason(): string | null;
  /**
   * Renders `url` in headless Chromium. The main document is answered with `html` (the bytes already fetched);
   * every other request the page makes goes through the safe fetcher. Never throws for the page's own faults:
   * they come back as `{ rendered: false, reason }`.
   */
  render(url: string, html: string, signal: AbortSignal): Promise<RenderOutcome>;
  close(): Promise<void>;
}

export interface RendererOptions {
  /** Chromium's executable; null = no browser on this machine. */
  executablePath: string | null;
  /** The analyzer's fetcher: same SSRF policy (scheme, ports, every resolved address, redirects) for the page's requests. */
  fetcher: SafeFetcher;
  /** Pages rendering at once (one shared browser). */
  pages?: number;
  timeoutMs?: number;
}

/** ANALYZER_CHROMIUM_PATH, else Debian's /usr/bin/chromium when it is installed; '' or 'none' turns rendering off. */
export function chromiumPath(configured: string | undefined): string | null {
  if (configured === undefined) return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
  const trimmed = configured.trim();
  return trimmed === '' || trimmed === 'none' ? null : trimmed;
}

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts (the work itself goes on). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The caller cancelled (anything but running out of time, which is reported as an outcome instead). */
function throwIfCancelled(outer: AbortSignal) {
  if (outer.aborted && !(outer.reason instanceof DOMException && outer.reason.name === 'TimeoutError'))
    throw new AnalyzerError('cancelled', 'The analysis was cancelled.');
}

const describe = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * One shared headless Chromium (started on first use, closed when idle or when the app closes) and at most
 * `pages` pages at once; each render gets a fresh context (no cookies or storage shared between analyses).
 * Chromium itself never reaches the network: it is pointed at a dead proxy, and every request is answered
 * from Node through the safe fetcher (page.route), so private addresses, other schemes and DNS rebinding are
 * refused exactly as for the analyzer's own fetches. Chromium runs in its own process; Node only relays
 * messages, so rendering does not block the event loop.
 */
export function createPageRenderer({
  executablePath,
  fetcher,
  pages = 2,
  timeoutMs = RENDER_TIMEOUT_MS,
}: RendererOptions): PageRenderer {
  const slots = new Semaphore(pages);
  let browser: Promise<Browser> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let active = 0;
  let closed = false;

  const unavailableReason = () => {
    if (!executablePath) return 'no browser is configured (ANALYZER_CHROMIUM_PATH)';
    if (!existsSync(executablePath)) return `no browser is installed at ${executablePath}`;
    return null;
  };

  function launch(): Promise<Browser> {
    if (browser) return browser;
    const launching = (async () => {
      const { chromium } = await import('playwright-core');
      const started = await chromium.launch({
        executablePath: executablePath ?? undefined,
        headless: true,
        timeout: LAUNCH_TIMEOUT_MS,
        // The sandbox cannot start as root; a service running as its own user keeps it.
        chromiumSandbox: process.getuid?.() !== 0,
        args: [
          // Everything goes through page.route; anything that would not (WebRTC, a missed request) hits a dead proxy.
          '--proxy-server=http://127.0.0.1:9',
          '--proxy-bypass-list=<-loopback>',
          '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
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
      });
      return started;
    })();
    browser = launching;
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    return launching;
  }

  async function closeBrowser() {
    const current = browser;
    browser = null;
    if (current) await current.then((b) => b.close()).catch(() => {});
  }

  function scheduleIdleClose() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (active === 0) void closeBrowser();
    }, IDLE_CLOSE_MS);
    idleTimer.unref();
  }

  async function renderInContext(context: BrowserContext, url: string, html: string, signal: AbortSignal, started: number) {
    let requests = 0;
    let blocked = 0;
    let bytes = 0;
    let documentServed = false;
    const target = new URL(url).toString();

    await context.route('**/*', async (route: Route) => {
      const request = route.request();
      const abort = () => {
        blocked++;
        return route.abort('blockedbyclient').catch(() => {});
      };
      if (signal.aborted) return abort();
      if (BLOCKED_TYPES.has(request.resourceType())) return abort();
      // Frames are other sites' widgets (maps, video, chat): not this page's content.
      if (request.isNavigationRequest() && request.frame().parentFrame()) return abort();
      const requestUrl = request.url();
      if (!documentServed && request.isNavigationRequest() && requestUrl === target) {
        documentServed = true;
        return route
          .fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html })
          .catch(() => {});
      }
      if (requests >= PAGE_MAX_REQUESTS || bytes >= PAGE_MAX_BYTES) return abort();
      requests++;
      try {
        const response = await fetcher.fetch({
          url: requestUrl,
          signal,
          maxBytes: Math.min(RESOURCE_MAX_BYTES, PAGE_MAX_BYTES - bytes),
          accept: request.headers().accept ?? '*/*',
          method: request.method(),
          body: request.postDataBuffer() ?? undefined,
          headers: request.headers(),
        });
        bytes += response.body.length;
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers))
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie', 'connection'].includes(key))
            headers[key] = value;
        await route.fulfill({ status: response.status, headers, body: response.body }).catch(() => {});
      } catch {
        // Refused by the policy (private address, scheme, port), unreachable or too slow: the page sees a failed request.
        await abort();
      }
    });

    const page = await context.newPage();
    const remaining = () => Math.max(0, timeoutMs - (performance.now() - started));
    await page.goto(target, { waitUntil: 'load', timeout: remaining() });
    // Content fetched by the page's scripts: wait until its requests settle, briefly.
    await page.waitForLoadState('networkidle', { timeout: Math.min(SETTLE_MS, remaining()) }).catch(() => {});
    const rendered = await page.content();
    return { html: rendered, finalUrl: page.url(), requests, blocked };
  }

  /**
   * One page in a fresh context of a running browser. The page's clock starts here: a cold browser start on a busy
   * machine takes seconds, and that is ours, not the page's (the launch has its own bound, LAUNCH_TIMEOUT_MS).
   */
  async function renderInBrowser(instance: Browser, url: string, html: string, outer: AbortSignal): Promise<RenderOutcome> {
    const started = performance.now();
    const signal = timeoutSignal(timeoutMs, outer);
    let context: BrowserContext | null = null;
    const closeOnAbort = () => void context?.close().catch(() => {});
    signal.addEventListener('abort', closeOnAbort, { once: true });
    try {
      context = await instance.newContext({
        javaScriptEnabled: true,
        serviceWorkers: 'block',
        acceptDownloads: false,
        viewport: { width: 1280, height: 900 },
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 ProClubAnalyzer/1.0`,
      });
      // Out of time while the context opened: the abort listener found no context to close.
      signal.throwIfAborted();
      const result = await renderInContext(context, url, html, signal, started);
      return { rendered: true, ...result, renderMs: Math.round(performance.now() - started) };
    } catch (error) {
      throwIfCancelled(outer);
      if (signal.aborted || /timeout/i.test(describe(error)))
        return { rendered: false, reason: `the page did not finish rendering within ${Math.round(timeoutMs / 1000)} seconds` };
      return { rendered: false, reason: `the page could not be rendered (${describe(error)})` };
    } finally {
      signal.removeEventListener('abort', closeOnAbort);
      await context?.close().catch(() => {});
    }
  }

  return {
    unavailableReason,
    async render(url, html, outer) {
      const missing = unavailableReason();
      if (missing) return { rendered: false, reason: missing };
      if (closed) return { rendered: false, reason: 'the renderer is shut down' };
      return slots.run(async () => {
        if (outer.aborted) return { rendered: false, reason: 'the analysis ran out of time before rendering' };
        active++;
        try {
          let instance: Browser;
          try {
            instance = await abortable(launch(), outer);
          } catch (error) {
            throwIfCancelled(outer);
            if (outer.aborted) return { rendered: false, reason: 'the analysis ran out of time before rendering' };
            return { rendered: false, reason: `the browser could not start (${describe(error)})` };
          }
          return await renderInBrowser(instance, url, html, outer);
        } finally {
          active--;
          scheduleIdleClose();
        }
      });
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      await closeBrowser();
    },
  };
}
