import { vi } from 'vitest';

/**
 * The network boundary for web tests: `fetch` is answered by routes the test declares, so the real
 * api-client (headers, error shape, JSON parsing) runs unchanged. A request no route answers fails the test
 * (checked after each test), so a component cannot quietly call an endpoint the test did not expect.
 */

export interface StubRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}
type Answer = Response | Promise<Response>;
type Handler = (request: StubRequest) => Answer;

interface Route {
  method: string;
  pathname: string;
  handler: Handler;
}

let routes: Route[] = [];
let requests: StubRequest[] = [];
let unhandled: string[] = [];

async function stubFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
  const request = { method, url, body };
  requests.push(request);
  // The newest matching route wins, so a test can override an earlier answer (e.g. error, then data).
  const route = routes.findLast((candidate) => candidate.method === method && candidate.pathname === url.pathname);
  if (!route) {
    unhandled.push(`${method} ${url.pathname}${url.search}`);
    return json({ error: { code: 'not_found', message: 'No test route' } }, 404);
  }
  // Like fetch, an aborted request rejects with an AbortError, even while its answer is still on the way.
  const signal = init.signal;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal?.aborted) throw aborted();
  return new Promise<Response>((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(aborted()), { once: true });
    Promise.resolve(route.handler(request)).then(resolve, reject);
  });
}

/** Answers `METHOD /path` (query strings are ignored; read them from `request.url`). */
export function route(method: string, pathname: string, handler: Handler): void {
  routes.push({ method: method.toUpperCase(), pathname, handler });
}

/** Every request sent so far, optionally only those to one path. */
export function sentRequests(pathname?: string): StubRequest[] {
  return pathname ? requests.filter((request) => request.url.pathname === pathname) : requests;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error shape (DESIGN.md): { error: { code, message, details? } }. */
export function apiError(status: number, code: string, message: string, fields?: { field: string; message: string }[]) {
  return json({ error: { code, message, ...(fields ? { details: { fields } } : {}) } }, status);
}

/** An answer that never comes: the component stays in its loading state. */
export function pending(): Promise<Response> {
  return new Promise(() => {});
}

/** What fetch does when the server cannot be reached. */
export function networkFailure(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

export function assertAllRequestsHandled(): void {
  if (unhandled.length) throw new Error(`Requests no test route answered:\n  ${unhandled.join('\n  ')}`);
}

/** Puts the stub in place of fetch (before each test), so no request can leave the test. */
export function installNetwork(): void {
  vi.stubGlobal('fetch', stubFetch);
}

export function resetNetwork(): void {
  routes = [];
  requests = [];
  unhandled = [];
  vi.unstubAllGlobals();
}
