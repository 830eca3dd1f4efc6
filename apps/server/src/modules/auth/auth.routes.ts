import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import { type AppError, rateLimited } from '../../lib/app-error';
import { toWebHeaders } from '../../plugins/auth';
import { RATE_LIMIT_PRUNE_CRON, rateLimitPruneJob } from './rate-limit-prune.job';
import { RateLimiter, type RateLimitRule } from './rate-limiter.repository';

const minutes = (n: number) => n * 60_000;

function tooMany(message: string, retryAfterSeconds: number, reply: FastifyReply): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return rateLimited(message, retryAfterSeconds);
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Mounts better-auth under /api/auth/* and wraps sign-in / sign-up with database-backed rate limits:
 * failed sign-ins per email and per IP, sign-up attempts per IP.
 */
export async function authRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const limiter = new RateLimiter(app.database.db);
  const prune = rateLimitPruneJob(limiter, env);
  app.jobs.register(prune);
  await app.jobs.schedule(prune, { timing: { cron: RATE_LIMIT_PRUNE_CRON }, payload: {} });
  const signInPerEmail: RateLimitRule = { limit: env.SIGN_IN_FAILURES_PER_EMAIL, windowMs: minutes(env.SIGN_IN_WINDOW_MINUTES) };
  const signInPerIp: RateLimitRule = { limit: env.SIGN_IN_FAILURES_PER_IP, windowMs: minutes(env.SIGN_IN_WINDOW_MINUTES) };
  const signUpPerIp: RateLimitRule = { limit: env.SIGN_UPS_PER_IP, windowMs: minutes(env.SIGN_UP_WINDOW_MINUTES) };

  /** A counted attempt that is given back if the sign-in succeeds. */
  type Reservation = { key: string; rule: RateLimitRule; at: number };

  /**
   * Counts the attempt before better-auth sees it (atomically, so concurrent guesses cannot all pass a check
   * that has not been counted yet) and refuses it when over the limit. Returns what to refund on success.
   */
  async function beforeAuth(request: FastifyRequest, reply: FastifyReply, path: string): Promise<Reservation[]> {
    if (request.method !== 'POST') return [];
    if (path === '/sign-in/email') {
      const email = emailOf(request.body);
      const checks: [string, RateLimitRule][] = [[`sign-in:ip:${request.ip}`, signInPerIp]];
      if (email) checks.unshift([`sign-in:email:${email}`, signInPerEmail]);
      const reserved: Reservation[] = [];
      for (const [key, rule] of checks) {
        const at = Date.now();
        const wait = await limiter.consume(key, rule, at);
        if (wait !== null) {
          // Refused before any password check: do not charge the other budgets for it.
          for (const done of reserved) await limiter.refund(done.key, done.rule, done.at);
          throw tooMany('Too many failed sign-in attempts.', wait, reply);
        }
        reserved.push({ key, rule, at });
      }
      return reserved;
    }
    if (path === '/sign-up/email') {
      const wait = await limiter.consume(`sign-up:ip:${request.ip}`, signUpPerIp);
      if (wait !== null) throw tooMany('Too many sign-ups from this network.', wait, reply);
    }
    return [];
  }

  /** Only failed sign-ins count against the sign-in budgets: give back the attempts of a successful one. */
  async function afterAuth(reserved: Reservation[], status: number) {
    if (status >= 400) return;
    for (const done of reserved) await limiter.refund(done.key, done.rule, done.at);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      const reserved = await beforeAuth(request, reply, path);
      const headers = toWebHeaders(request);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await app.auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
      );
      await afterAuth(reserved, response.status);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) return reply.send(normaliseAuthError(text, response.status));
      return reply.send(withoutSessionToken(text));
    },
  });
}

/** better-auth answers { code, message }; reshape into our one error body. */
function normaliseAuthError(text: string, status: number) {
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    return { error: { code: (parsed.code ?? 'auth_error').toLowerCase(), message: parsed.message ?? 'Authentication failed' } };
  } catch {
    return { error: { code: 'auth_error', message: status === 401 ? 'Invalid email or password' : 'Authentication failed' } };
  }
}

/**
 * better-auth echoes the session token in the body (top-level `token` on sign-in/up, `session.token` on
 * get-session); the browser only ever needs the httpOnly cookie, so script must never see the token.
 */
function withoutSessionToken(text: string): unknown {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (parsed && typeof parsed === 'object') {
      delete parsed.token;
      const session = parsed.session as Record<string, unknown> | null | undefined;
      if (session && typeof session === 'object') delete session.token;
    }
    return parsed;
  } catch {
    return text;
  }
}
