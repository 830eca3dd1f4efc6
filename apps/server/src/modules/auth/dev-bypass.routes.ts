import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { DevBypassRepository } from './dev-bypass.repository';

export const DEV_BYPASS_EMAIL = 'dev@proclub.local';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The spec's development sign-in bypass. Registered only when NODE_ENV=development (in production the
 * route does not exist) and it refuses any request that does not come from loopback. It signs in a real
 * dev account (created on first use) so the rest of the server treats it like any other session. A POST from
 * another page open in the developer's browser is refused by the request-origin guard, as for every route.
 */
export async function devBypassRoutes(app: FastifyInstance) {
  const store = new DevBypassRepository(app.database.db);

  app.post('/api/dev/bypass-sign-in', { schema: { hide: true } }, async (request, reply) => {
    // The socket's own address, not request.ip: with TRUST_PROXY set a forwarded header could fake loopback.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
      throw new AppError('forbidden', 403, 'The development sign-in works only from this machine');
    const password = await store.password();
    if (!(await store.userExists(DEV_BYPASS_EMAIL))) {
      await app.auth.api.signUpEmail({ body: { email: DEV_BYPASS_EMAIL, password, name: 'Dev User' } });
      await store.markVerified(DEV_BYPASS_EMAIL);
    }
    const result = await app.auth.api.signInEmail({ body: { email: DEV_BYPASS_EMAIL, password }, returnHeaders: true });
    reply.header('set-cookie', result.headers.getSetCookie());
    return { user: { id: result.response.user.id, email: DEV_BYPASS_EMAIL, fullName: 'Dev User' } };
  });
}
