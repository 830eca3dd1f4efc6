import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error';
import { type AuthUser, toWebHeaders } from '../../plugins/auth';
import type { Actor, AuthAdminApi } from './admin.service';

/**
 * Every admin route starts here: anyone but an admin (anonymous included) gets the same 404 as a path that does not
 * exist, so the console's existence is not revealed. The role check is the admin plugin's (ADR 022).
 */
export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.currentUser();
  if (!user?.role) throw notFound('Page');
  const check = await request.server.auth.api.userHasPermission({
    body: { role: user.role as 'admin' | 'user', permissions: { user: ['ban', 'list'] } },
  });
  if (!check.success) throw notFound('Page');
  return user;
}

function pluginApi(request: FastifyRequest): AuthAdminApi {
  const auth = request.server.auth;
  const headers = () => toWebHeaders(request);
  return {
    async ban(userId, reason, expiresInSeconds) {
      await auth.api.banUser({ headers: headers(), body: { userId, banReason: reason, banExpiresIn: expiresInSeconds } });
    },
    async unban(userId) {
      await auth.api.unbanUser({ headers: headers(), body: { userId } });
    },
    async revokeSessions(userId) {
      await auth.api.revokeUserSessions({ headers: headers(), body: { userId } });
    },
    async sendPasswordReset(email) {
      await auth.api.requestPasswordReset({ body: { email } });
    },
  };
}

export async function requireAdminActor(request: FastifyRequest): Promise<Actor> {
  return { user: await requireAdmin(request), ip: request.ip, api: pluginApi(request) };
}
