import crypto from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { account, appSettings, profiles, session, user, verification } from '../db/schema/index';
import { unauthorized } from '../lib/app-error';
import { trustedOrigins } from '../lib/trusted-origins';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

const SESSION_DAYS = 7;

/** AUTH_SECRET when set; otherwise one generated once and kept in the database so every instance shares it. */
async function resolveSecret(db: Db, env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row.value;
}

export async function createAuth(db: Db, env: Env) {
  const secret = await resolveSecret(db, env);
  return betterAuth({
    appName: 'ProClub',
    baseURL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, autoSignIn: true },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      // Sliding sessions: a session used after a day is extended for another full period.
      updateAge: 60 * 60 * 24,
    },
    // Our own database-backed limits (modules/auth) replace better-auth's in-memory ones.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === 'silent' },
    // better-auth turns its Origin/CSRF check off by itself when NODE_ENV=test; keep it on everywhere so
    // tests exercise what production runs and a mis-set NODE_ENV cannot disable it.
    advanced: { disableOriginCheck: false, disableCSRFCheck: false },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ id: created.id, email: created.email, fullName: created.name || null })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Copies Fastify's headers into a Web Headers object for better-auth. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    sessionCookies: string[] | null;
    /** Resolves the signed-in user (or null); sliding-session cookies are forwarded to the reply. */
    currentUser(): Promise<AuthUser | null>;
    /** Like currentUser but answers 401 when nobody is signed in. */
    requireUser(): Promise<AuthUser>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth }) => {
    app.decorate('auth', options.auth);
    app.decorateRequest('sessionCookies', null);
    const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

    async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
      if (!request.headers.cookie) return null;
      const result = await options.auth.api.getSession({ headers: toWebHeaders(request), returnHeaders: true });
      const setCookie = result.headers?.getSetCookie?.() ?? [];
      if (setCookie.length > 0) request.sessionCookies = setCookie;
      const found = result.response;
      if (!found) return null;
      return { id: found.user.id, email: found.user.email, name: found.user.name };
    }

    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = resolveUser(this);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const found = await this.currentUser();
      if (!found) throw unauthorized();
      return found;
    });
    // A session lookup may slide the session forward; pass the refreshed cookie on with whatever we answer.
    app.addHook('onSend', async (request, reply) => {
      if (request.sessionCookies) reply.header('set-cookie', request.sessionCookies);
    });
  },
  { name: 'auth' },
);
