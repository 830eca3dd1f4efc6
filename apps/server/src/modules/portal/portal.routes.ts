import { milestoneSchema, projectMessagePageSchema, projectMessageSchema } from '@proclub/contracts/crm';
import {
  clientFilePageSchema,
  clientFilesQuerySchema,
  milestoneReviewInputSchema,
  portalAcceptedSchema,
  portalAcceptInputSchema,
  portalFileListSchema,
  portalHomesSchema,
  portalInvitationPreviewSchema,
  portalInvitationSchema,
  portalInviteInputSchema,
  portalInvoicesSchema,
  portalMessageInputSchema,
  portalOverviewSchema,
  portalParams,
  portalProjectParams,
  portalProjectsSchema,
  portalProposalsSchema,
  portalReportsSchema,
} from '@proclub/contracts/portal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import type { AuthUser } from '../../plugins/auth';
import { createInvitedAccount } from '../auth/auth.public';
import { markThreadRead, postThreadMessage, projectChannel, threadMessages } from '../crm/crm.public';
import { fileAttachment, readDeliveryForm } from '../orders/orders.public';
import type { PortalService } from './portal.service';

const tags = ['portal'];
const tokenParams = z.object({ token: z.string().max(200) });
const contactInviteParams = z.object({ id: z.string().max(64), contactId: z.string().max(64) });
const clientFileParams = z.object({ clientId: z.string().max(64), fileId: z.string().max(64) });
const agencyFileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });
const agencyProjectParams = z.object({ id: z.string().max(64), projectId: z.string().max(64) });
const milestoneParams = z.object({ clientId: z.string().max(64), milestoneId: z.string().max(64) });
const accessListSchema = z.object({
  invitations: z.array(portalInvitationSchema),
  access: z.array(
    z.object({
      id: z.string(),
      contactId: z.string(),
      name: z.string(),
      email: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string().nullable(),
    }),
  ),
});

/** The agency's side of the portal: invitations, who has access, files shared on a client's project. */
export async function portalAgencyRoutes(instance: FastifyInstance, { portal }: { portal: PortalService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/portal-access/clients/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: accessListSchema } } },
    async (request) => portal.accessOverview((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/portal-access/clients/:id/contacts/:contactId/invitations',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: contactInviteParams, body: portalInviteInputSchema, response: { 201: portalInvitationSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await portal.invite(await request.workspace(), request.params.id, request.params.contactId, request.body.email)),
  );

  app.post(
    '/api/portal-access/invitations/:id/resend',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: portalInvitationSchema } } },
    async (request) => portal.resend(await request.workspace(), request.params.id),
  );

  app.delete(
    '/api/portal-access/invitations/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await portal.revoke((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/portal-access/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await portal.withdraw((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/portal-access/clients/:id/projects/:projectId/files',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: agencyProjectParams, response: { 200: portalFileListSchema } },
    },
    async (request) => {
      const workspace = await request.workspace();
      const rows = await portal.files(workspace.id, request.params.id, request.params.projectId);
      return { items: rows.map((row) => portal.toFile(row, `/api/portal-access/clients/${request.params.id}/files/${row.id}`)) };
    },
  );

  app.post(
    '/api/portal-access/clients/:id/projects/:projectId/files',
    { config: { workspace: 'client_work', acceptsUploads: true }, schema: { tags, params: agencyProjectParams } },
    async (request, reply) => {
      const workspace = await request.workspace();
      const user = await request.requireUser();
      await portal.requireProject({ workspaceId: workspace.id, clientId: request.params.id }, request.params.projectId);
      const form = await readDeliveryForm(request);
      await portal.share(
        { workspaceId: workspace.id, clientId: request.params.id, projectId: request.params.projectId, side: 'agency' },
        user,
        form.files,
      );
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/portal-access/clients/:id/files',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, querystring: clientFilesQuerySchema, response: { 200: clientFilePageSchema } },
    },
    async (request) => portal.clientFiles((await request.workspace()).id, request.params.id, request.query),
  );

  app.get(
    '/api/portal-access/clients/:id/files/:fileId',
    { config: { workspace: 'client_work' }, schema: { tags, params: agencyFileParams } },
    async (request, reply) => {
      const { file, body } = await portal.download((await request.workspace()).id, request.params.id, request.params.fileId);
      return sendFile(reply, file, body);
    },
  );
}

function sendFile(
  reply: import('fastify').FastifyReply,
  file: { name: string; contentType: string },
  body: Buffer,
): import('fastify').FastifyReply {
  return reply
    .header('content-disposition', fileAttachment(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .type(file.contentType)
    .send(body);
}

/**
 * The client's side: the invitation link (public), and /api/portal/:clientId/* for a person with live access to that
 * client. These name no workspace (a client has none): the access row says which agency it is.
 */
export async function portalClientRoutes(instance: FastifyInstance, { portal }: { portal: PortalService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/api/portal/invitations/:token',
    { schema: { tags, params: tokenParams, response: { 200: portalInvitationPreviewSchema } } },
    async (request) => portal.preview(request.params.token),
  );

  app.post(
    '/api/portal/invitations/:token/accept',
    { schema: { tags, params: tokenParams, body: portalAcceptInputSchema.optional(), response: { 200: portalAcceptedSchema } } },
    async (request, reply) => {
      const signedIn = await request.currentUser();
      if (signedIn) return portal.accept(signedIn, request.params.token);
      const password = request.body?.password;
      const account = await portal.newAccountFor(request.params.token);
      if (!account)
        throw new AppError('unauthorized', 401, 'An account already uses this address: sign in, then open the link again.');
      if (!password) throw badRequest('password', 'password: choose a password of at least 8 characters');
      const created = await createInvitedAccount(app.auth, { email: account.email, password, name: account.name });
      const signIn = await app.auth.api.signInEmail({ body: { email: account.email, password }, returnHeaders: true });
      const cookies = signIn.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const user: AuthUser = {
        id: created.id,
        email: created.email,
        name: created.name,
        emailVerified: true,
        twoFactorEnabled: false,
        sessionId: '',
        role: null,
      };
      return portal.accept(user, request.params.token);
    },
  );

  app.get('/api/portal/homes', { schema: { tags, response: { 200: portalHomesSchema } } }, async (request) => ({
    items: await portal.homes(await request.requireUser()),
  }));

  app.get(
    '/api/portal/:clientId/overview',
    { schema: { tags, params: portalParams, response: { 200: portalOverviewSchema } } },
    async (request) => portal.overview(await portal.requireAccess(await request.requireUser(), request.params.clientId)),
  );

  app.get(
    '/api/portal/:clientId/projects',
    { schema: { tags, params: portalParams, response: { 200: portalProjectsSchema } } },
    async (request) => ({
      items: await portal.projects(await portal.requireAccess(await request.requireUser(), request.params.clientId)),
    }),
  );

  app.post(
    '/api/portal/:clientId/milestones/:milestoneId/review',
    { schema: { tags, params: milestoneParams, body: milestoneReviewInputSchema, response: { 200: milestoneSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const access = await portal.requireAccess(user, request.params.clientId);
      return portal.review(access, user, request.params.milestoneId, request.body);
    },
  );

  app.get(
    '/api/portal/:clientId/projects/:projectId/messages',
    { schema: { tags, params: portalProjectParams, response: { 200: projectMessagePageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      const project = await portal.requireProject(
        await portal.requireAccess(user, request.params.clientId),
        request.params.projectId,
      );
      const items = await threadMessages(db, project.id, 100);
      const read = await markThreadRead(db, project.id, user.id);
      if (read.length > 0) await app.realtime.publish(projectChannel(project.id), { type: 'messages.read', ids: read });
      return { items, nextCursor: null };
    },
  );

  app.post(
    '/api/portal/:clientId/projects/:projectId/messages',
    { schema: { tags, params: portalProjectParams, body: portalMessageInputSchema, response: { 201: projectMessageSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      const project = await portal.requireProject(
        await portal.requireAccess(user, request.params.clientId),
        request.params.projectId,
      );
      const message = await postThreadMessage(
        db,
        project.id,
        { id: user.id, name: user.name || null, email: user.email },
        request.body.message,
      );
      await app.realtime.publish(projectChannel(project.id), { type: 'message.created', message });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/portal/:clientId/projects/:projectId/files',
    { schema: { tags, params: portalProjectParams, response: { 200: portalFileListSchema } } },
    async (request) => {
      const access = await portal.requireAccess(await request.requireUser(), request.params.clientId);
      const project = await portal.requireProject(access, request.params.projectId);
      const rows = await portal.files(access.workspaceId, access.clientId, project.id);
      return { items: rows.map((row) => portal.toFile(row, `/api/portal/${access.clientId}/files/${row.id}`)) };
    },
  );

  app.post(
    '/api/portal/:clientId/projects/:projectId/files',
    { config: { acceptsUploads: true }, schema: { tags, params: portalProjectParams } },
    async (request, reply) => {
      const user = await request.requireUser();
      const access = await portal.requireAccess(user, request.params.clientId);
      const project = await portal.requireProject(access, request.params.projectId);
      const form = await readDeliveryForm(request);
      await portal.share(
        { workspaceId: access.workspaceId, clientId: access.clientId, projectId: project.id, side: 'client' },
        user,
        form.files,
        access,
      );
      return reply.status(201).send({ ok: true });
    },
  );

  app.get('/api/portal/:clientId/files/:fileId', { schema: { tags, params: clientFileParams } }, async (request, reply) => {
    const access = await portal.requireAccess(await request.requireUser(), request.params.clientId);
    const { file, body } = await portal.download(access.workspaceId, access.clientId, request.params.fileId);
    return sendFile(reply, file, body);
  });

  app.get(
    '/api/portal/:clientId/proposals',
    { schema: { tags, params: portalParams, response: { 200: portalProposalsSchema } } },
    async (request) => ({
      items: await portal.proposals(await portal.requireAccess(await request.requireUser(), request.params.clientId)),
    }),
  );

  app.get(
    '/api/portal/:clientId/reports',
    { schema: { tags, params: portalParams, response: { 200: portalReportsSchema } } },
    async (request) => portal.reports(await portal.requireAccess(await request.requireUser(), request.params.clientId)),
  );

  app.get(
    '/api/portal/:clientId/invoices',
    { schema: { tags, params: portalParams, response: { 200: portalInvoicesSchema } } },
    async (request) => ({
      items: await portal.invoices(await portal.requireAccess(await request.requireUser(), request.params.clientId)),
    }),
  );
}
