import Bowser from 'bowser';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { AppError, rateLimited } from '../../lib/app-error';
import { passwordProblem } from '../../lib/password-policy';
import { type AuthUser, BANNED_MESSAGE, toWebHeaders } from '../../plugins/auth';
import { accountMails } from '../../plugins/auth-mails';
import { EmailChangeUndoRepository } from './email-change-undo.repository';
import { KnownSessionsRepository } from './known-sessions.repository';
import { rateLimitPruneJob } from './rate-limit-prune.job';
import { RateLimiter, type RateLimitRule } from './rate-limiter.repository';
import { verifySecondFactor } from './second-factor';
import { type SecretCheck, SecretChecks } from './secret-checks';
import { SignInStepUp, stepUpRequired, wrongSignInCode } from './sign-in-step-up';
import { type Reservation, SignInThrottle } from './sign-in-throttle';

const minutes = (n: number) => n * 60_000;

function tooMany(message: string, retryAfterSeconds: number, reply: FastifyReply): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return rateLimited(message, retryAfterSeconds);
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

function emailOf(body: unknown): string | null {
  const email = field(body, 'email');
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/** Endpoints that send mail: each is limited per account (or address) and per IP. */
const SENDING: Record<string, { perKey: RateLimitRule; perIp: RateLimitRule; message: string }> = {
  '/request-password-reset': {
    perKey: { limit: 3, windowMs: minutes(15) },
    perIp: { limit: 20, windowMs: minutes(15) },
    message: 'Too many password reset requests.',
  },
  '/send-verification-email': {
    // The resend cooldown: one mail a minute, five an hour.
    perKey: { limit: 1, windowMs: minutes(1) },
    perIp: { limit: 20, windowMs: minutes(15) },
    message: 'A verification email was sent recently.',
  },
  '/change-email': {
    perKey: { limit: 3, windowMs: minutes(15) },
    perIp: { limit: 20, windowMs: minutes(15) },
    message: 'Too many email change requests.',
  },
};
const VERIFICATION_HOURLY: RateLimitRule = { limit: 5, windowMs: minutes(60) };

/** Where better-auth reads the new password of each path that sets one: all go through one password rule. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Endpoints where a signed-in person proves the password again: wrong ones count (secret-checks.ts). */
const PASSWORD_CHECKED = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/verify-password',
]);
/**
 * Endpoints that check a two-factor or backup code. With a session (confirming 2FA set-up, and the like) our budget
 * counts wrong codes; during sign-in better-auth limits them per challenge and per account, and they complete it.
 */
const CODE_CHECKED = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/** better-auth's answer to every valid password-reset request, whether or not the address has an account. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};
/** better-auth's own body rule for /request-password-reset: a body it refuses is refused before any lookup. */
const resetRequestBody = z.object({ email: z.email(), redirectTo: z.string().optional() });

/** better-auth endpoints we replace with our own (they take raw session tokens, or skip our deletion steps). */
const BLOCKED = new Set(['/revoke-session', '/revoke-sessions', '/delete-user', '/delete-user/callback', '/update-session']);

/**
 * Mounts better-auth under /api/auth/* and adds what it does not do our way: sign-in throttling that cannot lock the
 * owner out, sign-up that does not reveal existing accounts, one password rule, per-account and per-IP limits on
 * every endpoint that sends mail, "sign out other devices" on password change, and no session tokens in bodies.
 */
export async function authRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const limiter = new RateLimiter(app.database.db);
  const prune = rateLimitPruneJob(limiter, env);
  app.jobs.register(prune);
  await app.jobs.schedule(prune, { timing: { cron: env.RATE_LIMIT_PRUNE_CRON }, payload: {} });
  const context = () => app.auth.$context;
  const throttle = new SignInThrottle(
    new KnownSessionsRepository(app.database.db),
    limiter,
    env,
    async () => (await context()).secret,
  );
  const stepUp = new SignInStepUp(
    limiter,
    async () => (await context()).internalAdapter,
    async () => (await context()).secret,
    async (to, code, validMinutes) => {
      await app.mailer.send(await accountMails.signInCode(to, code, validMinutes));
    },
  );
  // Work done after an answer (mails, a reset request) finishes before the app closes.
  app.addHook('onClose', async () => {
    await app.auth.background.settled();
  });
  const signUpPerIp: RateLimitRule = { limit: env.SIGN_UPS_PER_IP, windowMs: minutes(env.SIGN_UP_WINDOW_MINUTES) };
  const secureCookies = (env.APP_URL ?? '').startsWith('https:');

  async function limitSending(request: FastifyRequest, reply: FastifyReply, path: string) {
    const rule = SENDING[path];
    if (!rule) return;
    const signedIn = path === '/request-password-reset' ? null : await request.currentUser();
    const who = signedIn?.id ?? emailOf(request.body) ?? 'unknown';
    const checks: [string, RateLimitRule][] = [
      [`send:${path}:ip:${request.ip}`, rule.perIp],
      [`send:${path}:account:${who}`, rule.perKey],
    ];
    if (path === '/send-verification-email') checks.push([`send:${path}:account-hour:${who}`, VERIFICATION_HOURLY]);
    for (const [key, limit] of checks) {
      const wait = await limiter.consume(key, limit);
      if (wait !== null) throw tooMany(rule.message, wait, reply);
    }
  }

  /**
   * Sign-up for an address that already has an account answers exactly like a new sign-up (same status and body,
   * after a password hash of the same cost), and the owner gets a mail instead. Only a new account gets a session.
   */
  async function existingAccountSignUp(request: FastifyRequest, email: string) {
    const ctx = await context();
    const found = await ctx.internalAdapter.findUserByEmail(email);
    if (!found) return null;
    await ctx.password.hash(String(field(request.body, 'password')));
    const resetPage = `${appUrl(env)}/forgot-password`;
    // At most 3 such mails an hour per address: repeated sign-ups must not flood the owner (the answer stays the same).
    const flood = await limiter.consume(`send:existing-sign-up:${email}`, { limit: 3, windowMs: minutes(60) });
    if (flood === null) await app.mailer.send(await accountMails.existingAccountSignUp(found.user.email, resetPage));
    const now = new Date().toISOString();
    const id = ctx.generateId({ model: 'user' }) || crypto.randomUUID();
    const name = String(field(request.body, 'name') ?? '');
    return {
      // The admin plugin's fields too (ADR 022), as a new account has them.
      user: {
        id,
        email,
        name,
        image: null,
        emailVerified: false,
        twoFactorEnabled: false,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        createdAt: now,
        updatedAt: now,
      },
    };
  }

  const knownSessions = new KnownSessionsRepository(app.database.db);
  const secretChecks = new SecretChecks(limiter);
  const undos = new EmailChangeUndoRepository(app.database.db);

  /** Changing the email asks again for the password, and for a code when two-factor is on (issue #37). */
  async function proveChangeEmail(request: FastifyRequest, reply: FastifyReply, me: AuthUser) {
    const password = field(request.body, 'password');
    if (typeof password !== 'string' || password === '') {
      throw new AppError('validation_error', 400, 'Password is required', {
        fields: [{ field: 'password', message: 'Password is required' }],
      });
    }
    const held = await secretChecks.begin('password', me.id, request.ip, reply);
    const ctx = await context();
    const credential = (await ctx.internalAdapter.findAccounts(me.id)).find((row) => row.providerId === 'credential');
    const passwordOk = !!credential?.password && (await ctx.password.verify({ hash: credential.password, password }));
    if (!passwordOk) {
      throw new AppError('invalid_password', 400, 'The password is not correct', {
        fields: [{ field: 'password', message: 'The password is not correct' }],
      });
    }
    await secretChecks.passed(held);
    if (me.twoFactorEnabled) {
      const code = field(request.body, 'code');
      await verifySecondFactor(app, request, reply, me.id, typeof code === 'string' ? code : undefined);
    }
  }

  /** The mail to an account's address about a sign-in from a browser and network it had not used (issue #37). */
  async function newDeviceNotice(request: FastifyRequest, email: string) {
    const agent = Bowser.parse(request.headers['user-agent'] ?? '');
    const device =
      [agent.browser.name, agent.os.name].filter(Boolean).join(' on ') || request.headers['user-agent'] || 'an unknown browser';
    await app.mailer.send(await accountMails.newDeviceSignIn(email, new Date(), device, request.ip));
  }

  /** The sign-in refusal a banned person reads: the admin plugin's refusal, with the reason and end date (ADR 022). */
  async function banMessage(email: string | null): Promise<string> {
    const found = email ? await (await context()).internalAdapter.findUserByEmail(email) : null;
    const banned = found?.user as { banReason?: string | null; banExpires?: Date | string | null } | undefined;
    const until = banned?.banExpires ? ` until ${new Date(banned.banExpires).toUTCString()}` : '';
    const reason = banned?.banReason ? ` Reason: ${banned.banReason}.` : '';
    return `${BANNED_MESSAGE.replace(/\.$/, '')}${until}.${reason} If you believe this is a mistake, you can appeal the decision. Contact support at ${env.SUPPORT_EMAIL} for anything else.`;
  }

  /**
   * A confirmed change of email signs out every other session (whoever knew the old address's password or had a
   * session keeps nothing); the browser that opened the link stays signed in.
   */
  async function afterEmailChange(url: URL, response: Response, cookies: string[]) {
    const location = response.headers.get('location') ?? '';
    if (response.status >= 400 || location.includes('error=')) return;
    const change = changedEmailOf(url.searchParams.get('token'));
    if (!change) return;
    const ctx = await context();
    const sessionCookie = cookies.find((cookie) => cookie.startsWith(`${ctx.authCookies.sessionToken.name}=`));
    const signed = sessionCookie ? decodeURIComponent(sessionCookie.split(';')[0].split('=').slice(1).join('=')) : null;
    await knownSessions.revokeOthers(change.newEmail, signed ? signed.split('.')[0] : null);
    // The old address is told, with a link that undoes the change for 72 hours (issue #37).
    const owner = await ctx.internalAdapter.findUserByEmail(change.newEmail);
    if (!owner || !change.oldEmail || change.oldEmail === change.newEmail) return;
    const token = await undos.create({ userId: owner.user.id, oldEmail: change.oldEmail, newEmail: change.newEmail });
    const undoUrl = `${appUrl(env)}/email-change/undo?token=${encodeURIComponent(token)}`;
    await app.mailer.send(await accountMails.emailChangedNotice(change.oldEmail, change.newEmail, undoUrl));
  }

  /**
   * The old address takes its account back: the email is restored (verified: it received the link) and every session
   * ends, the one that made the change included. 404 for a used, expired or unknown link; 409 when the old address
   * has since been taken by another account.
   */
  app.post(
    '/api/account/email-change/undo',
    {
      schema: {
        tags: ['account'],
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.object({ email: z.string() }) },
      },
    },
    async (request, reply) => {
      const { token } = request.body as { token: string };
      const wait = await limiter.consume(`email-undo:ip:${request.ip}`, { limit: 20, windowMs: minutes(15) });
      if (wait !== null) throw tooMany('Too many attempts.', wait, reply);
      const ctx = await context();
      const undo = await undos.take(token);
      if (!undo) throw new AppError('not_found', 404, 'This undo link is invalid, expired or already used');
      const current = await ctx.internalAdapter.findUserById(undo.userId);
      if (!current) throw new AppError('not_found', 404, 'This undo link is invalid, expired or already used');
      const holder = await ctx.internalAdapter.findUserByEmail(undo.oldEmail);
      if (holder && holder.user.id !== undo.userId) {
        throw new AppError('conflict', 409, 'Another account uses that email address now. Contact support.');
      }
      await ctx.internalAdapter.updateUser(undo.userId, { email: undo.oldEmail, emailVerified: true });
      await ctx.internalAdapter.deleteUserSessions(undo.userId);
      await app.mailer.send(await accountMails.emailChangeUndone(undo.oldEmail));
      return reply.send({ email: undo.oldEmail });
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      // The admin plugin's endpoints answer only through /api/admin (404 for everyone here, ADR 022).
      if (BLOCKED.has(path) || path.startsWith('/admin/')) throw new AppError('not_found', 404, 'Not found');
      const isPost = request.method === 'POST';

      const passwordField = isPost ? NEW_PASSWORD_FIELD[path] : undefined;
      if (passwordField) {
        const problem = passwordProblem(field(request.body, passwordField));
        if (problem) throw new AppError('weak_password', 400, problem, { fields: [{ field: passwordField, message: problem }] });
      }
      if (isPost) await limitSending(request, reply, path);
      // Ends a session past its absolute lifetime before better-auth would slide it.
      const signedIn =
        request.headers.cookie && path !== '/sign-in/email' && path !== '/sign-up/email' ? await request.currentUser() : null;
      // Turning two-factor off takes a current code (or a backup code), not only the password.
      if (isPost && path === '/two-factor/disable') {
        const me = signedIn ?? (await request.requireUser());
        await verifySecondFactor(app, request, reply, me.id, field(request.body, 'code') as string);
      }
      // Re-proving the password or a code while signed in: every wrong answer counts (429 past the budget).
      const checks: SecretCheck[] = [];
      if (isPost && signedIn && PASSWORD_CHECKED.has(path))
        checks.push(await secretChecks.begin('password', signedIn.id, request.ip, reply));
      if (isPost && signedIn && CODE_CHECKED.has(path))
        checks.push(await secretChecks.begin('code', signedIn.id, request.ip, reply));

      let reserved: Reservation[] = [];
      let body = request.body;
      let steppedUp = false;
      let knownDevice = true;
      if (isPost && path === '/sign-in/email') {
        const email = emailOf(body);
        const code = field(body, 'code');
        // A code is checked only when one was mailed (the step-up); it is not a password check and says nothing of it.
        if (email && typeof code === 'string' && code.trim() !== '') {
          if (!(await stepUp.check(email, code))) throw wrongSignInCode();
          steppedUp = true;
        }
        const outcome = await throttle.before(request, email, { steppedUp });
        if ('wait' in outcome) throw tooMany('Too many failed sign-in attempts.', outcome.wait, reply);
        if ('stepUp' in outcome) {
          // Past the shared budgets: the password is not even checked without the mailed code (same answer either way).
          // The code's writes and mail happen after the answer: a known address must not answer slower (issue #30).
          if (email)
            app.auth.background.run('sign-in code', async () => {
              const found = await (await context()).internalAdapter.findUserByEmail(email);
              await stepUp.send(email, !!found, request.ip);
            });
          throw stepUpRequired();
        }
        reserved = outcome.reserved;
        knownDevice = outcome.knownDevice;
        // Our step-up code is not better-auth's field.
        if (code !== undefined) body = withoutCode(body);
      }
      if (isPost && path === '/sign-up/email') {
        const wait = await limiter.consume(`sign-up:ip:${request.ip}`, signUpPerIp);
        if (wait !== null) throw tooMany('Too many sign-ups from this network.', wait, reply);
        const email = emailOf(body);
        const existing = email ? await existingAccountSignUp(request, email) : null;
        if (existing) return reply.send(existing);
      }
      // A reset request is answered first and done after: a known address writes a token and a mail, an unknown one
      // nothing, and the answer's time must not tell them apart (issue #30). A body better-auth would refuse goes to
      // it now (400, no lookup). Our mail builds its own link, so redirectTo is not passed on (nor origin-checked).
      if (isPost && path === '/request-password-reset' && resetRequestBody.safeParse(body).success) {
        const deferred = new Request(url, {
          method: 'POST',
          headers: withJsonType(toWebHeaders(request)),
          body: JSON.stringify({ email: (body as { email: string }).email }),
        });
        app.auth.background.run('password reset request', async () => {
          const response = await app.auth.handler(deferred);
          if (response.status >= 400) throw new Error(`better-auth answered ${response.status}: ${await response.text()}`);
        });
        return reply.send(RESET_REQUESTED);
      }
      // Changing the password always signs out every other device.
      if (isPost && path === '/change-password') body = { ...(body as object), revokeOtherSessions: true };
      if (isPost && path === '/change-email') {
        await proveChangeEmail(request, reply, signedIn ?? (await request.requireUser()));
        body = { newEmail: field(body, 'newEmail'), callbackURL: field(body, 'callbackURL') };
      }

      const headers = toWebHeaders(request);
      const hasBody = request.method !== 'GET' && body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      const response = await app.auth.handler(
        new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body) : undefined }),
      );
      const cookies = response.headers.getSetCookie();
      const text = await response.text();
      if (response.status < 400) for (const held of checks) await secretChecks.passed(held);
      if (path === '/sign-in/email' && response.status < 400) {
        const email = emailOf(body);
        // The password was right (the attempt is given back), but the browser becomes a known device only once the
        // sign-in is complete: with two-factor on, after the second factor.
        if (email && !isTwoFactorRedirect(text)) {
          cookies.push(await throttle.succeeded(request, email, reserved, secureCookies));
          // After the answer: only a known address has a mail to write (issue #30).
          if (!knownDevice) app.auth.background.run('new device notice', () => newDeviceNotice(request, email));
        } else await throttle.refund(reserved);
        if (email && steppedUp) await stepUp.used(email);
      }
      if (CODE_CHECKED.has(path) && !signedIn && response.status < 400) {
        const email = signedInEmailOf(text);
        if (email) {
          const known = await throttle.isKnownBrowser(request, email);
          cookies.push(await throttle.succeeded(request, email, [], secureCookies));
          if (!known) app.auth.background.run('new device notice', () => newDeviceNotice(request, email));
        }
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.status >= 400) {
        const error = normaliseAuthError(text, response.status);
        if (error.error.code === 'banned_user') error.error.message = await banMessage(emailOf(body));
        return reply.send(error);
      }
      if (path === '/verify-email') await afterEmailChange(url, response, cookies);
      if (path === '/change-password' && response.status === 200) {
        const signedIn = await request.currentUser();
        if (signedIn) await app.mailer.send(await accountMails.passwordChanged(signedIn.email));
      }
      // Two-factor turned on (the first code confirms the set-up) or off, new backup codes: the address is told.
      if (signedIn && path === '/two-factor/verify-totp' && !signedIn.twoFactorEnabled)
        await app.mailer.send(await accountMails.twoFactorEnabled(signedIn.email));
      if (signedIn && path === '/two-factor/disable') await app.mailer.send(await accountMails.twoFactorDisabled(signedIn.email));
      if (signedIn && path === '/two-factor/generate-backup-codes')
        await app.mailer.send(await accountMails.backupCodesRegenerated(signedIn.email));
      return reply.send(withoutSessionTokens(text));
    },
  });
}

function withJsonType(headers: Headers): Headers {
  headers.set('content-type', 'application/json');
  return headers;
}

/** The sign-in body without our step-up `code` (better-auth's own fields, e.g. rememberMe, pass through). */
function withoutCode(body: unknown): Record<string, unknown> {
  const { code: _code, ...others } = (body ?? {}) as Record<string, unknown>;
  return others;
}

/** A sign-in answer that asks for the second factor (no session yet). */
function isTwoFactorRedirect(text: string): boolean {
  try {
    return (JSON.parse(text) as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
  } catch {
    return false;
  }
}

/** The email of the account a completed second-factor step signed in (better-auth answers { token, user }). */
function signedInEmailOf(text: string): string | null {
  try {
    const email = (JSON.parse(text) as { user?: { email?: unknown } }).user?.email;
    return typeof email === 'string' ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** better-auth answers { code, message }; reshape into our one error body. */
/**
 * The new address of a change-of-email link (its signed token says so; better-auth verified the signature before it
 * changed anything, and a failure redirects with `error=`), or null for a plain verification link.
 */
function changedEmailOf(token: string | null): { oldEmail: string | null; newEmail: string } | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
      requestType?: unknown;
    };
    if (payload.requestType !== 'change-email-verification' || typeof payload.updateTo !== 'string') return null;
    return { oldEmail: typeof payload.email === 'string' ? payload.email : null, newEmail: payload.updateTo };
  } catch {
    return null;
  }
}

function normaliseAuthError(text: string, status: number) {
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    return { error: { code: (parsed.code ?? 'auth_error').toLowerCase(), message: parsed.message ?? 'Authentication failed' } };
  } catch {
    return { error: { code: 'auth_error', message: status === 401 ? 'Invalid email or password' : 'Authentication failed' } };
  }
}

/**
 * better-auth echoes session tokens in bodies (top-level `token` on sign-in/up, `session.token` on get-session, every
 * row of list-sessions); the browser only ever needs the httpOnly cookie, so script must never see a token.
 */
function withoutSessionTokens(text: string): unknown {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    const strip = (value: unknown) => {
      if (value && typeof value === 'object') delete (value as Record<string, unknown>).token;
    };
    if (Array.isArray(parsed)) parsed.forEach(strip);
    else if (parsed && typeof parsed === 'object') {
      strip(parsed);
      strip((parsed as Record<string, unknown>).session);
    }
    return parsed;
  } catch {
    return text;
  }
}
