import crypto from 'node:crypto';
import { WORKSPACE_HEADER } from '@proclub/contracts/workspaces';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin as adminPlugin, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { appUrl } from '../config/app-origin';
import type { Env } from '../config/env';
import { betterAuthLogger, createLogger } from '../config/logger';
import type { Db } from '../db/client';
import { account, appSettings, emailOutbox, profiles, session, twoFactor, user, verification } from '../db/schema/index';
import { AppError, unauthorized } from '../lib/app-error';
import { BackgroundWork } from '../lib/background-work';
import { trustedOrigins } from '../lib/trusted-origins';
import { accountMails } from './auth-mails';
import type { MailMessage } from './mailer/mailer.plugin';
import { SessionFastPath, type SessionRow } from './session-fast-path';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The id (not the token) of the session this request is signed in with. */
  sessionId: string;
  /** The admin plugin's copy of profiles.role (a trigger keeps it in step; ADR 022), for its permission checks. */
  role: string | null;
}

/** What a banned person reads when sign-in is refused (the reason and end date are added by modules/auth). */
export const BANNED_MESSAGE = 'Your account has been suspended by ProClub moderation.';

/** Idle lifetime: a session unused for this long ends; used sessions slide forward (updateAge). */
const SESSION_DAYS = 7;
/** Absolute lifetime: however actively used, a session ends this long after sign-in (ASVS 3.3). */
export const SESSION_ABSOLUTE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Past the absolute lifetime: the session ends however recently it was used. */
const pastAbsoluteLifetime = (createdAt: Date, now: number) => now - createdAt.getTime() > SESSION_ABSOLUTE_DAYS * DAY_MS;
/** Reset links live an hour; verification links a day. */
const RESET_LINK_SECONDS = 60 * 60;
const VERIFY_LINK_SECONDS = 24 * 60 * 60;

/**
 * Where account mails go. better-auth is created before the Fastify app (the seed uses it too), so mails first go
 * straight into the outbox table and, once the mailer plugin is up, through it (which also kicks SMTP delivery).
 */
export class AccountMailRelay {
  private mailer: { send(message: MailMessage): Promise<unknown> } | null = null;
  constructor(
    private readonly db: Db,
    private readonly env: Env,
  ) {}
  attach(mailer: { send(message: MailMessage): Promise<unknown> }) {
    this.mailer = mailer;
  }
  async send(message: MailMessage): Promise<void> {
    if (this.mailer) {
      await this.mailer.send(message);
      return;
    }
    await this.db.insert(emailOutbox).values({
      fromAddress: this.env.MAIL_FROM,
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      status: this.env.SMTP_URL ? 'pending' : 'captured',
    });
  }
}

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

/** `log`: the process's logger (server.ts); tests and tools that omit it get one made from env. */
export interface AuthOptions {
  /**
   * Whether a host is an agency's verified custom domain (ADR 051): signing in on that domain's own pages is trusted
   * (the Origin's host must equal the request's Host, as in the request-origin guard).
   */
  customHostTrusted?: (host: string) => Promise<boolean>;
}

export async function createAuth(db: Db, env: Env, log?: Logger, options: AuthOptions = {}) {
  const secret = await resolveSecret(db, env);
  const mail = new AccountMailRelay(db, env);
  const logger = log ?? createLogger(env);
  // better-auth's mails (verification, reset) go out after the answer: their writes must not make a known address's
  // answer slower than an unknown one's (issue #30). Tests and shutdown wait for them with `background.settled()`.
  const background = new BackgroundWork(logger);
  const instance = betterAuth({
    appName: 'ProClub',
    baseURL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    basePath: '/api/auth',
    secret,
    trustedOrigins: async (request?: Request) => {
      const base = trustedOrigins(env);
      const origin = request?.headers.get('origin');
      const host = request?.headers.get('host');
      if (!options.customHostTrusted || !origin || !host || !URL.canParse(origin)) return base;
      const url = new URL(origin);
      if (url.host.toLowerCase() !== host.toLowerCase() || base.includes(url.origin)) return base;
      return (await options.customHostTrusted(url.hostname.toLowerCase())) ? [...base, url.origin] : base;
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, twoFactor } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up never signs in: a new address and one that has an account get the same answer and cookies (none);
      // the mailed verification link signs the new person in (issue #30).
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A reset signs out every session (a thief's included); the person signs in with the new password.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }) => {
        // Our own page takes the token from the link and posts it with the new password.
        await mail.send(
          await accountMails.resetPassword(target.email, `${appUrl(env)}/reset-password?token=${encodeURIComponent(token)}`),
        );
      },
      onPasswordReset: async ({ user: target }) => {
        await mail.send(await accountMails.passwordChanged(target.email));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_SECONDS,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user: target, url }) => {
        const link = new URL(url);
        link.searchParams.set('callbackURL', `${appUrl(env)}/verified`);
        const changing = target.email !== (await emailOfUser(db, target.id));
        await mail.send(await (changing ? accountMails.changeEmail : accountMails.verifyEmail)(target.email, link.toString()));
      },
    },
    // Reset tokens (and every other verification row) are stored as SHA-256 hashes, never as the token itself.
    verification: { storeIdentifier: 'hashed' },
    user: {
      // The new address gets the confirmation link; the email changes only when it is opened.
      changeEmail: { enabled: true },
    },
    plugins: [
      // Bans (sign-in refused, every session deleted), session revocation and role permission checks (ADR 022).
      // Its HTTP endpoints are closed in modules/auth; the admin module calls them server-side only.
      adminPlugin({ adminRoles: ['admin'], bannedUserMessage: BANNED_MESSAGE }),
      twoFactorPlugin({
        issuer: 'ProClub',
        // Backup codes are stored encrypted with the auth secret (the library default), and each works once.
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      // Sliding sessions: a session used after a day is extended for another full period.
      updateAge: 60 * 60 * 24,
    },
    // Our own database-backed limits (modules/auth) replace better-auth's in-memory ones.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Into the app's logger (JSON in production), not better-auth's own console lines.
    logger: { disabled: env.LOG_LEVEL === 'silent', ...betterAuthLogger(logger) },
    // better-auth turns its Origin/CSRF check off by itself when NODE_ENV=test; keep it on everywhere so
    // tests exercise what production runs and a mis-set NODE_ENV cannot disable it.
    advanced: {
      disableOriginCheck: false,
      disableCSRFCheck: false,
      backgroundTasks: { handler: (work: Promise<unknown>) => background.track('auth mail', work) },
    },
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
        update: {
          after: async (updated) => {
            // Keep the profile's copy of the email in step when a change of address is confirmed.
            if (updated.email) await db.update(profiles).set({ email: updated.email }).where(eq(profiles.id, updated.id));
          },
        },
      },
    },
  });
  return Object.assign(instance, { mailRelay: mail, background });
}

async function emailOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Copies Fastify's headers into a Web Headers object for better-auth. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // better-auth records the session's IP from X-Forwarded-For: give it the client IP Fastify resolved (TRUST_PROXY
  // decides whose forwarding to believe), never a header the client made up.
  headers.set('x-forwarded-for', request.ip);
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
    /**
     * After currentUser: the role (null: none) of the user in the workspace the X-Workspace-Id header names, when the
     * session lookup read it in the same statement; null when it did not (no header, or better-auth's lookup). The
     * workspace guard's input, never an authorization on its own.
     */
    sessionMembership: { workspaceId: string; role: string | null } | null;
    /** Like currentUser but answers 401 when nobody is signed in. */
    requireUser(): Promise<AuthUser>;
    /** Like requireUser, and 403 until the account's email is verified (mail to clients goes out under it). */
    requireVerifiedUser(): Promise<AuthUser>;
  }
}

/** Set-Cookie values that clear the session cookies (the browser forgets a session the server ended). */
function expiredSessionCookies(cookies: { sessionToken: { name: string }; sessionData: { name: string } }): string[] {
  return [cookies.sessionToken.name, cookies.sessionData.name].map(
    (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
  );
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth }) => {
    app.decorate('auth', options.auth);
    app.decorateRequest('sessionCookies', null);
    app.decorateRequest('sessionMembership', null);
    const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
    const context = await options.auth.$context;
    const fastPath = new SessionFastPath(app.database.db, {
      name: context.authCookies.sessionToken.name,
      secret: context.secret,
    });
    const { expiresIn, updateAge } = context.sessionConfig;

    /** A live session that better-auth would return as it is: no refresh due, not banned, within both lifetimes. */
    function isPlain(row: SessionRow, now: number): boolean {
      return (
        row.expiresAt.getTime() > now &&
        row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 > now &&
        !pastAbsoluteLifetime(row.createdAt, now) &&
        !row.banned
      );
    }

    async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
      const cookies = request.headers.cookie;
      if (!cookies) return null;
      const token = fastPath.tokenFrom(cookies);
      if (!token) return null; // no session cookie, or one we did not sign: better-auth would answer null too
      const header = request.headers[WORKSPACE_HEADER];
      const workspaceId = (Array.isArray(header) ? header[0] : header) || undefined;
      const row = await fastPath.find(token, workspaceId);
      if (row && isPlain(row, Date.now())) {
        if (workspaceId !== undefined) request.sessionMembership = { workspaceId, role: row.workspaceRole ?? null };
        const { userId: id, email, name, emailVerified, twoFactorEnabled, sessionId, role } = row;
        return { id, email, name, emailVerified, twoFactorEnabled, sessionId, role };
      }
      return resolveThroughBetterAuth(request);
    }

    /** The full lookup: clears cookies of a missing or expired session, slides a session due for refresh. */
    async function resolveThroughBetterAuth(request: FastifyRequest): Promise<AuthUser | null> {
      const result = await options.auth.api.getSession({ headers: toWebHeaders(request), returnHeaders: true });
      const setCookie = result.headers?.getSetCookie?.() ?? [];
      if (setCookie.length > 0) request.sessionCookies = setCookie;
      const found = result.response;
      if (!found) return null;
      if (pastAbsoluteLifetime(new Date(found.session.createdAt), Date.now())) {
        await context.internalAdapter.deleteSession(found.session.token);
        request.sessionCookies = expiredSessionCookies(context.authCookies);
        return null;
      }
      if ((found.user as { banned?: boolean | null }).banned) {
        // A ban deletes every session; one that slipped through (made before the ban committed) ends here.
        await context.internalAdapter.deleteUserSessions(found.user.id);
        request.sessionCookies = expiredSessionCookies(context.authCookies);
        return null;
      }
      return {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified === true,
        twoFactorEnabled: (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
        sessionId: found.session.id,
        role: (found.user as { role?: string | null }).role ?? null,
      };
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
    app.decorateRequest('requireVerifiedUser', async function (this: FastifyRequest) {
      const found = await this.requireUser();
      if (!found.emailVerified) {
        throw new AppError(
          'email_not_verified',
          403,
          'Please verify your email address before sending email to clients. Use the link we emailed you, or resend it from the banner.',
        );
      }
      return found;
    });
    // A session lookup may slide the session forward; pass the refreshed cookie on with whatever we answer.
    app.addHook('onSend', async (request, reply) => {
      if (request.sessionCookies) reply.header('set-cookie', request.sessionCookies);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
