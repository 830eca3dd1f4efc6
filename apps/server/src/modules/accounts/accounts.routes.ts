import {
  accountExportSchema,
  accountSessionSchema,
  deleteAccountSchema,
  supportContactSchema,
} from '@proclub/contracts/accounts';
import { ORDER_UPDATED_EVENT } from '@proclub/contracts/orders';
import Bowser from 'bowser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl as appUrlOf } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { AppError, notFound } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/index';
import { type AuthUser, toWebHeaders } from '../../plugins/auth';
import { accountMails } from '../../plugins/auth-mails';
import { RateLimiter, SecretChecks, verifySecondFactor } from '../auth/auth.public';
import { createBilling, MembershipService } from '../membership/membership.public';
import { cancelOpenOrdersOf } from '../orders/orders.public';
import { refreshRatings, reviewedServiceIds } from '../services/services.public';
import { deleteEmptyWorkspaces, refuseIfSoleOwnerOfTeam } from '../workspaces/workspaces.public';
import { AccountsRepository, type ExportRow } from './accounts.repository';
import { buildExportArchive } from './export-archive';
import { personalData } from './personal-data';

const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** An export still queued or running after this long is taken as stuck, and a new one may be started. */
const EXPORT_STALE_MS = 30 * 60 * 1000;

function describeAgent(userAgent: string | null | undefined) {
  if (!userAgent) return { browser: 'Unknown browser', os: 'Unknown system', device: 'Unknown device' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') || 'Unknown browser';
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') || 'Unknown system';
  const kind = parsed.platform.type ?? 'desktop';
  const device =
    [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ') || kind[0].toUpperCase() + kind.slice(1);
  return { browser, os, device };
}

function toExport(row: ExportRow) {
  const ready = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() > Date.now();
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: ready ? `/api/account/export/${row.id}/download` : null,
  };
}

/** Account settings: signed-in sessions, data export, account deletion. */
export async function accountsRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = new AccountsRepository(app.database.db);
  const log = app.log.child({ module: 'accounts' });
  const billing = createBilling(app.database.db, env, (channel, event) => app.realtime.publish(channel, event), log);
  const appUrl = appUrlOf(env);
  const membership = new MembershipService(
    billing.repository,
    billing.access,
    billing.prices,
    billing.gateway,
    billing.testBilling,
    appUrl,
    log,
  );
  const tags = ['account'];
  const secretChecks = new SecretChecks(new RateLimiter(app.database.db));

  async function sessionsOf(request: FastifyRequest, me: AuthUser) {
    const rows = await app.auth.api.listSessions({ headers: toWebHeaders(request) });
    return rows
      .map((row) => ({
        id: row.id,
        token: row.token,
        ...describeAgent(row.userAgent),
        ipAddress: row.ipAddress ?? null,
        lastActiveAt: new Date(row.updatedAt).toISOString(),
        createdAt: new Date(row.createdAt).toISOString(),
        current: row.id === me.sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  }

  app.get('/api/account/sessions', { schema: { tags, response: { 200: z.array(accountSessionSchema) } } }, async (request) => {
    const me = await request.requireUser();
    return (await sessionsOf(request, me)).map(({ token: _token, ...session }) => session);
  });

  app.delete(
    '/api/account/sessions/:id',
    { schema: { tags, params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const me = await request.requireUser();
      const target = (await sessionsOf(request, me)).find((session) => session.id === request.params.id);
      if (!target) throw notFound('Session not found');
      await app.auth.api.revokeSession({ headers: toWebHeaders(request), body: { token: target.token } });
      return reply.status(204).send();
    },
  );

  /**
   * The export job (durable: a process that dies mid-run has it retried by any instance). Idempotent: a re-run
   * rebuilds the archive and overwrites the row.
   */
  const exportJob = defineJob<{ exportId: string; userId: string; email: string }>({
    name: 'account.export',
    title: 'Data export',
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    async handler({ exportId, userId, email }, { lastAttempt }) {
      try {
        await repository.updateExport(exportId, { status: 'running' });
        const archive = await buildExportArchive(personalData(app.database.db), userId, (progress) =>
          repository.updateExport(exportId, { progress }),
        );
        const expiresAt = new Date(Date.now() + EXPORT_TTL_MS);
        await repository.updateExport(exportId, {
          status: 'ready',
          progress: 100,
          archive,
          sizeBytes: archive.length,
          expiresAt,
          finishedAt: new Date(),
        });
        await app.mailer.send(await accountMails.exportReady(email, `${appUrl}/settings/account#export`, expiresAt));
      } catch (error) {
        if (lastAttempt)
          await repository.updateExport(exportId, { status: 'failed', error: 'export failed', finishedAt: new Date() });
        throw error;
      }
    },
  });
  app.jobs.register(exportJob);

  app.post('/api/account/export', { schema: { tags, response: { 202: accountExportSchema } } }, async (request, reply) => {
    const me = await request.requireUser();
    const recent = await repository.recentExport(me.id);
    const busy =
      recent &&
      (recent.status === 'queued' || recent.status === 'running') &&
      Date.now() - recent.createdAt.getTime() < EXPORT_STALE_MS;
    if (busy) return reply.status(202).send(toExport(recent));
    const row = await repository.createExport(me.id);
    // Runs on the job engine: the browser polls GET /api/account/export for progress.
    await app.jobs.enqueue(
      exportJob,
      { exportId: row.id, userId: me.id, email: me.email },
      { ownerId: me.id, label: 'Export my data' },
    );
    return reply.status(202).send(toExport(row));
  });

  app.get('/api/account/export', { schema: { tags, response: { 200: accountExportSchema.nullable() } } }, async (request) => {
    const me = await request.requireUser();
    const row = await repository.latestExport(me.id);
    return row ? toExport(row) : null;
  });

  app.get(
    '/api/account/export/:id/download',
    { schema: { tags, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const me = await request.requireUser();
      const row = await repository.latestExport(me.id);
      if (!row || row.id !== request.params.id || !row.archive) throw notFound('Export not found');
      if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
        throw new AppError('export_expired', 410, 'This export has expired. Start a new one from Account settings.');
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="proclub-export-${row.createdAt.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(row.archive);
    },
  );

  // Public: a suspended person, signed out, still reaches support (issue 37, "Contact support" links somewhere real).
  app.get('/api/support/contact', { schema: { tags, response: { 200: supportContactSchema } } }, async () => ({
    email: env.SUPPORT_EMAIL,
  }));

  app.post('/api/account/delete', { schema: { tags, body: deleteAccountSchema } }, async (request, reply) => {
    const me = await request.requireUser();
    const context = await app.auth.$context;
    // Wrong passwords (and codes) count: a stolen session cannot guess its way to deleting the account.
    const held = await secretChecks.begin('password', me.id, request.ip, reply);
    const credential = (await context.internalAdapter.findAccounts(me.id)).find((row) => row.providerId === 'credential');
    const passwordOk =
      !!credential?.password && (await context.password.verify({ hash: credential.password, password: request.body.password }));
    if (!passwordOk) {
      throw new AppError('invalid_password', 400, 'The password is not correct', {
        fields: [{ field: 'password', message: 'The password is not correct' }],
      });
    }
    await secretChecks.passed(held);
    if (me.twoFactorEnabled) await verifySecondFactor(app, request, reply, me.id, request.body.code);
    // A team keeps its workspace: its only owner must hand it over first (nothing is changed before this check).
    await refuseIfSoleOwnerOfTeam(app.database.db, me.id);
    await membership.cancelForAccountDeletion(me);
    // Open orders end (cancelled) for both sides; the other party keeps every order as history (ADR 018).
    const cancelled = await cancelOpenOrdersOf(app.database.db, me.id);
    const email = me.email;
    // Deleting the user cascades to everything it owns; messages others received keep a null sender ("Deleted user"),
    // and orders keep a null buyer or seller. Their reviews go too: the services they reviewed get their rating line
    // recomputed, so it agrees with the review list again (issue 37).
    const reviewed = await reviewedServiceIds(app.database.db, me.id);
    await context.internalAdapter.deleteUser(me.id);
    await refreshRatings(app.database.db, reviewed);
    await deleteEmptyWorkspaces(app.database.db);
    for (const order of cancelled) {
      // The other side: the buyer on their own channel, a seller workspace on its channel.
      const other =
        order.buyerId === me.id ? order.sellerId && `workspace:${order.sellerId}` : order.buyerId && `user:${order.buyerId}`;
      if (other) await app.realtime.publish(other, { type: ORDER_UPDATED_EVENT, orderId: order.id, status: 'cancelled' });
    }
    await app.mailer.send(await accountMails.accountDeleted(email));
    const cookies = context.authCookies;
    reply.header(
      'set-cookie',
      [cookies.sessionToken.name, cookies.sessionData.name].map((name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`),
    );
    request.sessionCookies = null;
    return reply.status(204).send();
  });
}
