/**
 * Messages between the server (page-renderer.ts) and its render worker process (render-worker.ts). The worker
 * drives Chromium; the server answers every network request the page makes through its safe fetcher, so the
 * IP policy stays in one place and the worker itself never opens a connection to the web.
 */

export interface RenderJob {
  url: string;
  /** The main document, already fetched by the analyzer. */
  html: string;
  timeoutMs: number;
}

export type RenderResult =
  | { rendered: true; html: string; finalUrl: string; renderMs: number; requests: number; blocked: number }
  | { rendered: false; reason: string; timedOut?: boolean };

export interface FetchRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  accept: string;
  maxBytes: number;
}

export type FetchReply = { ok: true; status: number; headers: Record<string, string>; body: Uint8Array } | { ok: false };

export type ToWorker =
  | { type: 'render'; id: number; job: RenderJob }
  | { type: 'cancel'; id: number }
  | { type: 'fetched'; fetchId: number; reply: FetchReply };

export type FromWorker =
  /** The browser is up and this render's page clock has started. */
  | { type: 'started'; id: number }
  | { type: 'done'; id: number; result: RenderResult }
  | { type: 'fetch'; id: number; fetchId: number; request: FetchRequest };

/** Environment variable naming the Chromium executable for the worker. */
export const CHROMIUM_ENV = 'PROCLUB_RENDER_CHROMIUM';
/** Starting the shared browser, cold, on a busy machine; Playwright's own default is three minutes. */
export const LAUNCH_TIMEOUT_MS = 20_000;
