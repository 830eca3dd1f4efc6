import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import type { Env } from '../config/env';
import { AnalyzerError } from './analyzer-error';
import { classifyAddress, isIpLiteral, parsePorts, type TargetPolicy } from './ip-policy';
import { guardedLookup, type Resolver } from './safe-lookup';

export const MAX_REDIRECTS = 5;
export const USER_AGENT = 'ProClubAnalyzer/1.0 (+website analysis for local businesses)';

export interface FetchRequest {
  url: string;
  /** Aborts the whole fetch (all redirect hops): the analysis deadline and the caller going away. */
  signal: AbortSignal;
  maxBytes: number;
  accept: string;
  /** GET unless given (the renderer forwards a page's own requests, POSTs included). */
  method?: string;
  body?: Buffer;
  /** Extra request headers (the renderer forwards content-type and the like); hop-by-hop ones are dropped. */
  headers?: Record<string, string>;
}

/** Headers a forwarded request may not set: they describe the connection or would override ours. */
const UNFORWARDED = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'user-agent',
  'accept-encoding',
  'cookie',
]);

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

export interface FetchedResource {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
  redirects: Redirect[];
  /** Request start (first hop) to the final response's headers. */
  timeToHeadersMs: number;
  totalMs: number;
  /** Bytes on the wire (before decompression). */
  wireBytes: number;
}

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers))
    if (value !== undefined) flat[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

/** The checks that need no network: scheme, port, and an IP-literal host (connect skips DNS for those). */
export function checkTarget(raw: string, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AnalyzerError('invalid_url', 'Please enter a valid website URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AnalyzerError(
      'blocked_scheme',
      `Only http and https addresses can be analyzed (got ${url.protocol.replace(':', '')}).`,
    );
  }
  if (url.username || url.password)
    throw new AnalyzerError('invalid_url', 'Website addresses with a user name or password are not analyzed.');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!policy.allowedPorts(port))
    throw new AnalyzerError(
      'blocked_port',
      `Refused to connect to port ${port}: only ports ${policy.allowedPorts.description} are analyzed.`,
    );
  if (isIpLiteral(url.hostname)) {
    const verdict = classifyAddress(url.hostname, policy);
    if (!verdict.allowed)
      throw new AnalyzerError('blocked_address', `Refused to connect to ${verdict.address}: it is ${verdict.reason}.`);
  }
  return url;
}

const hasCode = (error: unknown, codes: string[]) => {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code && codes.includes(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
};

function findAnalyzerError(error: unknown): AnalyzerError | null {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current instanceof AnalyzerError) return current;
    current = current.cause as typeof current;
  }
  return null;
}

/** Turns whatever the HTTP client threw into a message a person can act on. */
export function toAnalyzerError(error: unknown, host: string, timedOut: boolean): AnalyzerError {
  const known = findAnalyzerError(error);
  if (known) return known;
  if (timedOut || hasCode(error, ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT'])) {
    return new AnalyzerError('timeout', `${host} took too long to respond (limit 10 seconds).`);
  }
  if ((error as Error)?.name === 'AbortError' || hasCode(error, ['UND_ERR_ABORTED', 'ABORT_ERR'])) {
    return new AnalyzerError('cancelled', 'The analysis was cancelled.');
  }
  if (hasCode(error, ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME'])) {
    return new AnalyzerError('dns_failed', `Could not find ${host}: the domain name does not resolve.`);
  }
  if (hasCode(error, ['ECONNREFUSED'])) return new AnalyzerError('connection_failed', `${host} refused the connection.`);
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code ?? '';
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(code) || /certificate|ssl|tls/i.test((error as Error)?.message ?? '')) {
    return new AnalyzerError('tls_failed', `${host} has an invalid HTTPS certificate or TLS setup.`);
  }
  if (/^HPE_/.test(code) || hasCode(error, ['UND_ERR_INFO'])) {
    return new AnalyzerError('bad_response', `${host} sent a malformed HTTP response.`);
  }
  return new AnalyzerError('connection_failed', `Could not read ${host}: the connection failed.`);
}

function decoderFor(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return null;
  }
}

/** Reads at most maxBytes of the decoded body; a longer body is cut (not an error), a bad encoding is. */
async function readCapped(body: Readable, encoding: string | undefined, maxBytes: number, host: string) {
  let wireBytes = 0;
  body.on('data', (chunk: Buffer) => {
    wireBytes += chunk.length;
  });
  const decoder = decoderFor(encoding);
  const source: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        size = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    if (decoder && (error as { code?: string }).code?.startsWith('Z_')) {
      throw new AnalyzerError('bad_response', `${host} sent a corrupt compressed response.`);
    }
    throw error;
  } finally {
    if (truncated) body.destroy();
  }
  return { body: Buffer.concat(chunks, size), truncated, wireBytes };
}

export interface SafeFetcher {
  fetch(request: FetchRequest): Promise<FetchedResource>;
  close(): Promise<void>;
}

/**
 * The analyzer's only way out to the network: http(s) only, allowed ports only, every hop's address checked
 * (IP literals before connecting, names inside the connect-time DNS lookup), at most 5 redirects, a byte cap.
 */
export function createSafeFetcher(policy: TargetPolicy, resolver?: Resolver): SafeFetcher {
  const agent = new Agent({
    connect: { lookup: guardedLookup(policy, resolver), timeout: 5_000 },
    headersTimeout: 8_000,
    bodyTimeout: 8_000,
    connections: 64,
  });

  async function fetchOnce(req: FetchRequest): Promise<FetchedResource> {
    const started = performance.now();
    const redirects: Redirect[] = [];
    let current = checkTarget(req.url, policy);
    let method = (req.method ?? 'GET').toUpperCase();
    let body = req.body;
    const extra: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers ?? {}))
      if (!UNFORWARDED.has(key.toLowerCase()) && !key.startsWith(':')) extra[key.toLowerCase()] = value;
    for (;;) {
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(current, {
          method: method as 'GET',
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
          dispatcher: agent,
          signal: req.signal,
          headers: {
            ...extra,
            'user-agent': USER_AGENT,
            accept: req.accept,
            'accept-encoding': 'gzip, deflate, br',
            'accept-language': 'en',
          },
        });
      } catch (error) {
        throw toAnalyzerError(error, current.host, req.signal.aborted && req.signal.reason?.name === 'TimeoutError');
      }
      const headers = flatHeaders(response.headers);
      const location = headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        await response.body.dump({ limit: 64 * 1024 }).catch(() => {});
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw new AnalyzerError('bad_redirect', `${current.host} redirected to an invalid address.`);
        }
        redirects.push({ from: current.toString(), to: next.toString(), status: response.statusCode });
        if (redirects.length > MAX_REDIRECTS) {
          throw new AnalyzerError(
            'too_many_redirects',
            `${current.host} redirected more than ${MAX_REDIRECTS} times (a redirect loop?).`,
          );
        }
        current = checkTarget(next.toString(), policy);
        // 303, and 301/302 after a POST, continue as a GET without the body (what browsers do).
        if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      const timeToHeadersMs = performance.now() - started;
      try {
        const read = await readCapped(response.body, headers['content-encoding'], req.maxBytes, current.host);
        return {
          url: current.toString(),
          status: response.statusCode,
          headers,
          redirects,
          timeToHeadersMs,
          totalMs: performance.now() - started,
          ...read,
        };
      } catch (error) {
        throw toAnalyzerError(error, current.host, req.signal.aborted && req.signal.reason?.name === 'TimeoutError');
      }
    }
  }

  return { fetch: fetchOnce, close: () => agent.close() };
}

/** The fetcher every analysis uses, with the policy the configuration sets (loopback and ports for tests). */
export const safeFetcherFromEnv = (env: Pick<Env, 'ANALYZER_ALLOW_LOOPBACK' | 'ANALYZER_ALLOWED_PORTS'>) =>
  createSafeFetcher({ allowLoopback: env.ANALYZER_ALLOW_LOOPBACK, allowedPorts: parsePorts(env.ANALYZER_ALLOWED_PORTS) });
