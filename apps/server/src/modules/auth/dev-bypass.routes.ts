import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { appSettings, user } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { trustedOrigins } from '../../plugins/auth';

export const DEV_BYPASS_EMAIL = 'dev@proclub.local';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The spec's development sign-in bypass. Registered only when NODE_ENV=development (in production the
 * route does not exist) and it refuses any request that does not come from loopback. It signs in a real
 * dev account (created on first use) so the rest of the server treats it like any other session.
 */
export async function devBypassRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const db = app.database.db;

  async function devPassword(): Promise<string> {
    await db
      .insert(appSettings)
      .values({ key: 'dev_bypass_password', value: crypto.randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'dev_bypass_password'));
    return row.value;
  }

  app.post('/api/dev/bypass-sign-in', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own address, not request.ip: with TRUST_PROXY set a forwarded header could fake loopback.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
      throw new AppError('forbidden', 403, 'The development sign-in works only from this machine');
    // Any page open in the developer's browser could otherwise POST here and sign the browser in.
    if (!trustedOrigins(env).includes(request.headers.origin ?? '')) {
      throw new AppError('forbidden', 403, 'The development sign-in works only from the app itself');
    }
    const password = await devPassword();
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEV_BYPASS_EMAIL));
    if (!existing) {
      await app.auth.api.signUpEmail({ body: { email: DEV_BYPASS_EMAIL, password, name: 'Dev User' } });
    }
    const result = await app.auth.api.signInEmail({ body: { email: DEV_BYPASS_EMAIL, password }, returnHeaders: true });
    reply.header('set-cookie', result.headers.getSetCookie());
    return { user: { id: result.response.user.id, email: DEV_BYPASS_EMAIL, fullName: 'Dev User' } };
  });
}
