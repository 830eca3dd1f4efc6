import {
  APPEAL_RECEIVED,
  adminReasonSchema,
  adminUserDetailSchema,
  appealDecisionSchema,
  appealInputSchema,
  appealListSchema,
  appealReceivedSchema,
  appealsQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  banInputSchema,
  changeRoleSchema,
  metricsQuerySchema,
  metricsSchema,
  reportCreatedSchema,
  reportInputSchema,
  reportPageSchema,
  reportsQuerySchema,
  resolveReportSchema,
  userPageSchema,
  usersQuerySchema,
} from '@proclub/contracts/admin';
import {
  disputeMessageSchema,
  disputePageSchema,
  disputesQuerySchema,
  disputeThreadSchema,
  orderDisputeSchema,
  resolveDisputeSchema,
} from '@proclub/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrl } from '../../config/app-origin';
import type { Env } from '../../config/env';
import { csvLine } from '../../lib/csv';
import { withRetryAfter } from '../../lib/long-running-routes';
import { RateLimiter } from '../auth/auth.public';
import { createOrderDisputes, readDisputeMessage, sendDisputeEvidence } from '../orders/orders.public';
import { WorkspaceDirectory } from '../workspaces/workspaces.public';
import { requireAdmin, requireAdminActor } from './admin.guard';
import { AdminService } from './admin.service';
import { AdminDisputes } from './admin-disputes.service';
import { AppealsRepository } from './appeals.repository';
import { AppealsService } from './appeals.service';
import { AuditLogRepository } from './audit-log.repository';
import { MetricsRepository } from './metrics.repository';
import { moderationWrites } from './moderation';
import { ReportsRepository } from './reports.repository';
import { AdminUsersRepository } from './users.repository';

const idParams = z.object({ id: z.string().min(1).max(64) });
const ok = z.object({ ok: z.literal(true) });

/** The admin console API (/api/admin/*, admins only, everyone else 404) and the Report action (/api/reports). */
export async function adminRoutes(instance: FastifyInstance, options: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const admin = new AdminService({
    users: new AdminUsersRepository(db),
    reports: new ReportsRepository(db),
    moderation: moderationWrites(db),
    audit: new AuditLogRepository(db),
    metrics: new MetricsRepository(db),
    mail: (message) => app.mailer.send(message),
    limiter: new RateLimiter(db),
    endLive: (userId, why, reason) => app.realtime.endUser(userId, why, reason),
    workspaces: new WorkspaceDirectory(db),
    appUrl: appUrl(options.env),
  });
  const appeals = new AppealsService({
    appeals: new AppealsRepository(db),
    admin,
    audit: new AuditLogRepository(db),
    limiter: new RateLimiter(db),
    mail: (message) => app.mailer.send(message),
    later: (label, work) => app.auth.background.run(label, work),
    users: new AdminUsersRepository(db),
  });
  const tags = ['admin'];
  // Before anything else, input validation included: a 400 naming the fields would reveal the route to a non-admin.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/admin/')) await requireAdmin(request);
  });
  const disputes = new AdminDisputes(createOrderDisputes(app, options.env), new AuditLogRepository(db));

  app.get(
    '/api/admin/disputes',
    { schema: { tags, querystring: disputesQuerySchema, response: { 200: disputePageSchema } } },
    async (request) => {
      await requireAdmin(request);
      return disputes.page(request.query.status, request.query.cursor, request.query.limit);
    },
  );

  app.get(
    '/api/admin/disputes/:id/messages',
    { schema: { tags, params: idParams, response: { 200: disputeThreadSchema } } },
    async (request) => {
      await requireAdmin(request);
      return disputes.thread(request.params.id);
    },
  );

  app.post(
    '/api/admin/disputes/:id/messages',
    { config: { acceptsUploads: true }, schema: { tags, params: idParams, response: { 201: disputeMessageSchema } } },
    async (request, reply) => {
      // The admin check comes first: nobody else's upload is read.
      const actor = await requireAdminActor(request);
      const { input, files } = await readDisputeMessage(request);
      return reply.status(201).send(await disputes.post(actor, request.params.id, input, files));
    },
  );

  app.get(
    '/api/admin/disputes/:id/files/:fileId',
    { schema: { tags, params: z.object({ id: z.string().max(64), fileId: z.string().max(64) }) } },
    async (request, reply) => {
      await requireAdmin(request);
      const { file, body } = await disputes.file(request.params.id, request.params.fileId);
      return sendDisputeEvidence(reply, file, body);
    },
  );

  app.post(
    '/api/admin/disputes/:id/resolve',
    { schema: { tags, params: idParams, body: resolveDisputeSchema, response: { 200: orderDisputeSchema } } },
    async (request) => disputes.resolve(await requireAdminActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/reports',
    { schema: { tags: ['reports'], body: reportInputSchema, response: { 201: reportCreatedSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await withRetryAfter(reply, () => admin.report(user, request.body)));
    },
  );

  // A suspended person's appeal (issue #37): public (they cannot sign in), rate-limited, the same answer for any address.
  app.post(
    '/api/appeals',
    { schema: { tags: ['reports'], body: appealInputSchema, response: { 202: appealReceivedSchema } } },
    async (request, reply) => {
      await withRetryAfter(reply, () => appeals.file(request.body, request.ip));
      return reply.status(202).send({ message: APPEAL_RECEIVED });
    },
  );

  app.get(
    '/api/admin/appeals',
    { schema: { tags, querystring: appealsQuerySchema, response: { 200: appealListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { items: await appeals.list(request.query.status), nextCursor: null };
    },
  );

  app.post(
    '/api/admin/appeals/:id/lift',
    { schema: { tags, params: idParams, body: appealDecisionSchema, response: { 200: ok } } },
    async (request) => {
      await appeals.lift(await requireAdminActor(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/appeals/:id/reject',
    { schema: { tags, params: idParams, body: appealDecisionSchema, response: { 200: ok } } },
    async (request) => {
      await appeals.reject(await requireAdminActor(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: usersQuerySchema, response: { 200: userPageSchema } } },
    async (request) => {
      await requireAdmin(request);
      return admin.listUsers(request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags, params: idParams, response: { 200: adminUserDetailSchema } } },
    async (request) => {
      await requireAdmin(request);
      return admin.userDetail(request.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/ban',
    { schema: { tags, params: idParams, body: banInputSchema, response: { 200: ok } } },
    async (request) => {
      await admin.ban(await requireAdminActor(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/unban',
    { schema: { tags, params: idParams, body: adminReasonSchema, response: { 200: ok } } },
    async (request) => {
      await admin.unban(await requireAdminActor(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/revoke-sessions',
    { schema: { tags, params: idParams, body: adminReasonSchema, response: { 200: ok } } },
    async (request) => {
      await admin.revokeSessions(await requireAdminActor(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    { schema: { tags, params: idParams, body: adminReasonSchema, response: { 200: ok } } },
    async (request) => {
      await admin.sendPasswordReset(await requireAdminActor(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/role',
    { schema: { tags, params: idParams, body: changeRoleSchema, response: { 200: ok } } },
    async (request) => {
      await admin.changeRole(await requireAdminActor(request), request.params.id, request.body.role, request.body.reason);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/reports',
    { schema: { tags, querystring: reportsQuerySchema, response: { 200: reportPageSchema } } },
    async (request) => {
      await requireAdmin(request);
      return admin.reportQueue(request.query.status, request.query.cursor, request.query.limit);
    },
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    { schema: { tags, params: idParams, body: resolveReportSchema, response: { 200: ok } } },
    async (request) => {
      await admin.resolve(await requireAdminActor(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/metrics',
    { schema: { tags, querystring: metricsQuerySchema, response: { 200: metricsSchema } } },
    async (request) => {
      await requireAdmin(request);
      return admin.metrics(request.query.days as 30 | 90);
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => {
      await requireAdmin(request);
      return admin.auditPage(request.query.cursor, request.query.limit, request.query.targetId);
    },
  );

  app.get('/api/admin/audit.csv', { schema: { tags } }, async (request, reply) => {
    await requireAdmin(request);
    const lines = [
      csvLine(['id', 'created_at', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'workspace', 'reason', 'ip']),
    ];
    for await (const rows of admin.auditAll()) {
      for (const row of rows)
        lines.push(
          csvLine([
            row.id,
            row.createdAt,
            row.actor.id,
            row.actor.name,
            row.action,
            row.targetType,
            row.targetId,
            row.workspace?.name ?? row.workspace?.id ?? null,
            row.reason,
            row.ip,
          ]),
        );
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`);
  });
}
