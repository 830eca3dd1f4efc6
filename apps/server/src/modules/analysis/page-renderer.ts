import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnalyzerError } from '../../lib/analyzer-error';
import type { SafeFetcher } from '../../lib/safe-fetch';
import { Semaphore } from '../../lib/semaphore';
import { CHROMIUM_ENV, type FetchRequest, type FromWorker, LAUNCH_TIMEOUT_MS, type ToWorker } from './render-protocol';

/**
 * How long one page may take to render (navigation, scripts, their requests), counted once the browser is running.
 * Rendering comes after the site fetches and does not share their deadline (ANALYSIS_TIMEOUT_MS).
 */
export const RENDER_TIMEOUT_MS = 8_000;
/** Past the launch bound and the page's own time, a worker that has not answered is hung, and is killed. */
const WATCHDOG_GRACE_MS = 5_000;
/** The worker (and its browser, ~150 MB) is stopped when no render has run for this long. */
const IDLE_CLOSE_MS = 60_000;
/** The worker's own heap: it only relays messages and holds a few pages' HTML. */
const WORKER_HEAP_MB = 256;
/** Response headers the page must not see from a relayed fetch: the body arrives decoded and whole. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie', 'connection']);

export type RenderOutcome =
  | { rendered: true; html: string; finalUrl: string; renderMs: number; requests: number; blocked: number }
  | { rendered: false; reason: string };

export interface PageRenderer {
  /** Why rendering cannot happen on this machine (no browser), or null when it can. */
  unavailableReason(): string | null;
  /**
   * Renders `url` in headless Chromium. The main document is answered with `html` (the bytes already fetched);
   * every other request the page makes goes through the safe fetcher. Never throws for the page's or the
   * browser's faults: they come back as `{ rendered: false, reason }`.
   */
  render(url: string, html: string, signal: AbortSignal): Promise<RenderOutcome>;
  /** The worker process's id while one runs (diagnostics and the crash tests). */
  workerPid(): number | null;
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

/**
 * The worker's entry: beside this file as TypeScript in development and tests (run through tsx), beside the
 * server bundle as render-worker.js in a build (apps/server/build.mjs bundles both).
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return { file: path.join(path.dirname(here), 'render-worker.ts'), execArgv: ['--import', 'tsx'] };
  return { file: path.join(path.dirname(here), 'render-worker.js'), execArgv: [] };
}

/** The environment the worker gets: enough to run Node and Chromium, and none of the server's secrets. */
function workerEnvironment(executablePath: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { [CHROMIUM_ENV]: executablePath };
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME'])
    if (process.env[key] !== undefined) env[key] = process.env[key];
  return env;
}

const isTimeout = (reason: unknown) => reason instanceof DOMException && reason.name === 'TimeoutError';

interface InFlight {
  started: boolean;
  /** Aborts the fetches relayed for this render once it is over. */
  fetches: AbortController;
  settle(outcome: RenderOutcome): void;
}

/**
 * Renders run in a child process (render-worker.ts) that owns the browser, at most `pages` at once. The server
 * only relays messages and answers the page's requests through the safe fetcher, so private addresses, other
 * schemes and DNS rebinding are refused exactly as for the analyzer's own fetches. A crash, hang or memory
 * blow-up of the browser or the worker fails the renders in flight with a reason, and the next render starts a
 * fresh worker: the server process is never at stake.
 */
export function createPageRenderer({
  executablePath,
  fetcher,
  pages = 2,
  timeoutMs = RENDER_TIMEOUT_MS,
}: RendererOptions): PageRenderer {
  const slots = new Semaphore(pages);
  const inFlight = new Map<number, InFlight>();
  let worker: ChildProcess | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const unavailableReason = () => {
    if (!executablePath) return 'no browser is configured (ANALYZER_CHROMIUM_PATH)';
    if (!existsSync(executablePath)) return `no browser is installed at ${executablePath}`;
    return null;
  };

  const post = (child: ChildProcess, message: ToWorker) => {
    if (child.connected) child.send(message, (error) => error && undefined);
  };

  function relayFetch(child: ChildProcess, id: number, fetchId: number, request: FetchRequest) {
    const render = inFlight.get(id);
    if (!render) return post(child, { type: 'fetched', fetchId, reply: { ok: false } });
    fetcher.fetch({ ...request, body: request.body ? Buffer.from(request.body) : undefined, signal: render.fetches.signal }).then(
      (response) => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers)) if (!DROPPED_HEADERS.has(key)) headers[key] = value;
        post(child, { type: 'fetched', fetchId, reply: { ok: true, status: response.status, headers, body: response.body } });
      },
      () => post(child, { type: 'fetched', fetchId, reply: { ok: false } }),
    );
  }

  function startWorker(): ChildProcess {
    if (worker) return worker;
    const { file, execArgv } = workerEntry();
    const child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${WORKER_HEAP_MB}`],
      env: workerEnvironment(executablePath as string),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: FromWorker) => {
      if (message.type === 'fetch') return relayFetch(child, message.id, message.fetchId, message.request);
      const render = inFlight.get(message.id);
      if (!render) return;
      if (message.type === 'started') render.started = true;
      else render.settle(message.result.rendered ? message.result : { rendered: false, reason: message.result.reason });
    });
    child.on('error', () => {});
    child.once('exit', (code, signal) => {
      if (worker === child) worker = null;
      const why = signal === 'SIGKILL' ? 'the browser was stopped' : `the browser process ended (${signal ?? `code ${code}`})`;
      for (const render of inFlight.values())
        render.settle({ rendered: false, reason: `the page could not be rendered (${why})` });
    });
    worker = child;
    return child;
  }

  function stopWorker(child: ChildProcess | null, force = false) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (force) child.kill('SIGKILL');
    else {
      // Disconnecting asks the worker to close its browser and exit; a worker that does not is killed.
      if (child.connected) child.disconnect();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      void exited.then(() => clearTimeout(kill));
    }
    return exited;
  }

  function scheduleIdleClose() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (inFlight.size === 0) {
        const child = worker;
        worker = null;
        void stopWorker(child);
      }
    }, IDLE_CLOSE_MS);
    idleTimer.unref();
  }

  function renderInWorker(url: string, html: string, outer: AbortSignal): Promise<RenderOutcome> {
    const child = startWorker();
    const id = ++nextId;
    return new Promise<RenderOutcome>((resolve, reject) => {
      const render: InFlight = { started: false, fetches: new AbortController(), settle: () => {} };
      const watchdog = setTimeout(
        () => {
          // Neither an answer nor a timeout from the worker: it is hung. Killing it fails every render it had.
          if (worker === child) worker = null;
          void stopWorker(child, true);
        },
        LAUNCH_TIMEOUT_MS + timeoutMs + WATCHDOG_GRACE_MS,
      );
      const finish = () => {
        inFlight.delete(id);
        clearTimeout(watchdog);
        outer.removeEventListener('abort', onAbort);
        render.fetches.abort();
      };
      render.settle = (outcome) => {
        finish();
        resolve(outcome);
      };
      const onAbort = () => {
        post(child, { type: 'cancel', id });
        finish();
        // The caller cancelled (anything but running out of time, which is reported as an outcome instead).
        if (!isTimeout(outer.reason)) return reject(new AnalyzerError('cancelled', 'The analysis was cancelled.'));
        resolve(
          render.started
            ? { rendered: false, reason: `the page did not finish rendering within ${Math.round(timeoutMs / 1000)} seconds` }
            : { rendered: false, reason: 'the analysis ran out of time before rendering' },
        );
      };
      inFlight.set(id, render);
      outer.addEventListener('abort', onAbort, { once: true });
      post(child, { type: 'render', id, job: { url: new URL(url).toString(), html, timeoutMs } });
    });
  }

  return {
    unavailableReason,
    workerPid: () => worker?.pid ?? null,
    async render(url, html, outer) {
      const missing = unavailableReason();
      if (missing) return { rendered: false, reason: missing };
      if (closed) return { rendered: false, reason: 'the renderer is shut down' };
      return slots.run(async () => {
        if (outer.aborted) {
          if (!isTimeout(outer.reason)) throw new AnalyzerError('cancelled', 'The analysis was cancelled.');
          return { rendered: false, reason: 'the analysis ran out of time before rendering' };
        }
        try {
          return await renderInWorker(url, html, outer);
        } finally {
          scheduleIdleClose();
        }
      });
    },
    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      const child = worker;
      worker = null;
      await stopWorker(child);
    },
  };
}
