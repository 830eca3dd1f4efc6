import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes a file upload (multipart/form-data); every other state-changing route takes JSON only. */
    acceptsUploads?: boolean;
  }
}

/**
 * The only routes a page on another origin may call with a state-changing method: listed here, in one place,
 * each with the credential that protects it instead of the session cookie.
 */
export const CROSS_ORIGIN_EXEMPT: readonly { prefix: string; why: string }[] = [
  { prefix: '/api/membership/webhook', why: 'Stripe (or the test checkout) signs every event; no browser sends it' },
  { prefix: '/api/public/', why: 'public token links: the unguessable token in the URL is the credential' },
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isExempt = (url: string) => CROSS_ORIGIN_EXEMPT.some(({ prefix }) => url.startsWith(prefix));

/** The Origin header, falling back to the origin of the Referer (some clients send only one of them). */
function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (referer && URL.canParse(referer)) return new URL(referer).origin;
  return origin === 'null' ? 'null' : null;
}

const mediaType = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0].trim().toLowerCase() ?? null;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * CSRF defence for every state-changing request, in one hook before any body is read:
 * 1. the request must come from one of our own origins (Origin, else Referer). SameSite=Lax cookies do not
 *    stop a page on another port of the same host (same site, other origin), so the origin is what counts.
 *    A request with neither header and no cookie carries no session to abuse (scripts, curl) and passes.
 * 2. bodies must be JSON (or multipart on upload routes): text/plain, form-urlencoded and multipart are the
 *    "simple" types a foreign page can send without a CORS preflight.
 */
export const requestOriginGuardPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      trustedOrigins: readonly string[];
      /**
       * Whether a host is an agency's verified custom domain (ADR 051): a page there may change state on that same
       * host (Origin's host = the request's Host), never on the app's own host or another agency's domain.
       */
      customHostTrusted?: (host: string) => Promise<boolean>;
    },
  ) => {
    const trusted = new Set(options.trustedOrigins);
    const sameCustomHost = async (origin: string, host: string | undefined) => {
      if (!options.customHostTrusted || !host || !URL.canParse(origin)) return false;
      const originHost = new URL(origin).host.toLowerCase();
      if (originHost !== host.toLowerCase()) return false;
      return options.customHostTrusted(new URL(origin).hostname.toLowerCase());
    };
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || isExempt(request.url)) return;
      const origin = requestOrigin(request);
      if (
        origin
          ? !trusted.has(origin) && !(await sameCustomHost(origin, request.headers.host))
          : request.headers.cookie !== undefined
      ) {
        request.log.warn({ origin, method: request.method, route: request.routeOptions.url }, 'refused a cross-origin request');
        throw new AppError('cross_origin_refused', 403, 'This request did not come from the ProClub app, so it was refused.');
      }
      const type = mediaType(request);
      if (type === null && !hasBody(request)) return;
      const uploads = request.routeOptions.config?.acceptsUploads === true;
      if (type === 'application/json' || (uploads && type === 'multipart/form-data')) return;
      throw new AppError(
        'unsupported_media_type',
        415,
        uploads ? 'Send the file as multipart/form-data.' : 'Send the request body as JSON (Content-Type: application/json).',
      );
    });
  },
  { name: 'request-origin-guard' },
);
