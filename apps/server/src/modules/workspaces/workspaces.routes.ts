import {
  acceptedInvitationSchema,
  changeMemberRoleSchema,
  createWorkspaceSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteMemberSchema,
  renameWorkspaceSchema,
  transferOwnershipSchema,
  workspaceListSchema,
  workspaceMemberListSchema,
  workspaceSchema,
} from '@proclub/contracts/workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkspacesService } from './workspaces.service';

const workspaceParams = z.object({ workspaceId: z.string().min(1).max(64) });
const memberParams = workspaceParams.extend({ userId: z.string().min(1).max(64) });
const invitationParams = workspaceParams.extend({ invitationId: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });

/** Workspaces, their members and invitations (issue 31, ADR 045). */
export async function workspacesRoutes(instance: FastifyInstance, options: { workspaces: WorkspacesService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { workspaces } = options;
  const tags = ['workspaces'];

  app.get('/api/workspaces', { schema: { tags, response: { 200: workspaceListSchema } } }, async (request) => ({
    items: await workspaces.list(await request.requireUser()),
  }));

  // The workspace the X-Workspace-Id header names, as the kernel guard resolves it: the web app checks its stored
  // choice with this on load (a removed member's stale choice answers 404).
  app.get('/api/workspaces/current', { schema: { tags, response: { 200: workspaceSchema } } }, async (request) => {
    const current = await request.workspace('client_work');
    return workspaces.get(await request.requireUser(), current.id);
  });

  app.post(
    '/api/workspaces',
    { schema: { tags, body: createWorkspaceSchema, response: { 201: workspaceSchema } } },
    async (request, reply) => reply.status(201).send(await workspaces.create(await request.requireUser(), request.body.name)),
  );

  app.patch(
    '/api/workspaces/:workspaceId',
    { schema: { tags, params: workspaceParams, body: renameWorkspaceSchema, response: { 200: workspaceSchema } } },
    async (request) => workspaces.rename(await request.requireUser(), request.params.workspaceId, request.body.name),
  );

  app.get(
    '/api/workspaces/:workspaceId/members',
    { schema: { tags, params: workspaceParams, response: { 200: workspaceMemberListSchema } } },
    async (request) => ({ items: await workspaces.members(await request.requireUser(), request.params.workspaceId) }),
  );

  app.patch(
    '/api/workspaces/:workspaceId/members/:userId',
    { schema: { tags, params: memberParams, body: changeMemberRoleSchema, response: { 200: workspaceMemberListSchema } } },
    async (request) => ({
      items: await workspaces.changeRole(
        await request.requireUser(),
        request.params.workspaceId,
        request.params.userId,
        request.body.role,
      ),
    }),
  );

  // Removing a member, or leaving when the id is one's own.
  app.delete(
    '/api/workspaces/:workspaceId/members/:userId',
    { schema: { tags, params: memberParams } },
    async (request, reply) => {
      await workspaces.removeMember(await request.requireUser(), request.params.workspaceId, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/workspaces/:workspaceId/transfer',
    { schema: { tags, params: workspaceParams, body: transferOwnershipSchema, response: { 200: workspaceMemberListSchema } } },
    async (request) => ({
      items: await workspaces.transfer(await request.requireUser(), request.params.workspaceId, request.body.userId),
    }),
  );

  app.get(
    '/api/workspaces/:workspaceId/invitations',
    { schema: { tags, params: workspaceParams, response: { 200: invitationListSchema } } },
    async (request) => ({ items: await workspaces.invitations(await request.requireUser(), request.params.workspaceId) }),
  );

  app.post(
    '/api/workspaces/:workspaceId/invitations',
    { schema: { tags, params: workspaceParams, body: inviteMemberSchema, response: { 201: invitationSchema } } },
    async (request, reply) =>
      reply.status(201).send(await workspaces.invite(await request.requireUser(), request.params.workspaceId, request.body)),
  );

  app.post(
    '/api/workspaces/:workspaceId/invitations/:invitationId/resend',
    { schema: { tags, params: invitationParams, response: { 200: invitationSchema } } },
    async (request) => workspaces.resend(await request.requireUser(), request.params.workspaceId, request.params.invitationId),
  );

  app.delete(
    '/api/workspaces/:workspaceId/invitations/:invitationId',
    { schema: { tags, params: invitationParams } },
    async (request, reply) => {
      await workspaces.revoke(await request.requireUser(), request.params.workspaceId, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  // The invitation link's page: readable without a session (the token is the key), accepted signed in.
  app.get(
    '/api/invitations/:token',
    { schema: { tags, params: tokenParams, response: { 200: invitationPreviewSchema } } },
    async (request) => workspaces.preview(request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    { schema: { tags, params: tokenParams, response: { 200: acceptedInvitationSchema } } },
    async (request) => ({ workspace: await workspaces.accept(await request.requireUser(), request.params.token) }),
  );
}
