import { isSellerRole } from '@proclub/contracts/profiles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import { RateLimiter } from '../auth/auth.public';
import { profileLookup, setProfileRole } from '../profiles/profiles.public';
import { InvitationsRepository } from './invitations.repository';
import { workspaceGuardPlugin } from './workspace-guard.plugin';
import { invitationMessage } from './workspace-mails';
import { WorkspacesRepository } from './workspaces.repository';
import { workspacesRoutes } from './workspaces.routes';
import { WorkspacesService } from './workspaces.service';

/**
 * Workspaces for the whole app: the kernel guard every seller route calls (`request.workspace(action)`, registered at
 * the root so every module sees it), the `workspace:<id>` realtime channel, and the team's own API.
 */
export const workspacesPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const db = app.database.db;
    const repository = new WorkspacesRepository(db);
    const workspaces = new WorkspacesService({
      workspaces: repository,
      invitations: new InvitationsRepository(db),
      limiter: new RateLimiter(db),
      sendInvitation: async (mail) => {
        await app.mailer.send(await invitationMessage(options.env, mail));
      },
      // A teammate who signed up from the invitation has no app role yet: they work as the business does (its
      // owner's role) instead of being asked to pick one, and get no personal workspace of their own.
      joined: async (userId, workspaceId) => {
        const profiles = profileLookup(db);
        if ((await profiles.findById(userId))?.role) return;
        const owner = await repository.ownerOf(workspaceId);
        const role = owner ? (await profiles.findById(owner))?.role : null;
        await setProfileRole(db, userId, role && isSellerRole(role) ? role : 'agency');
      },
      accessEnded: async (userId, workspace) => {
        await app.realtime.revoke(`workspace:${workspace.id}`, userId);
        await app.realtime.publish(`user:${userId}`, {
          type: 'workspace.access_ended',
          workspaceId: workspace.id,
          name: workspace.name,
        });
      },
    });
    // A workspace's channel carries its shared events; only its members may listen.
    app.realtime.channels.register('workspace', async (user, id) => (await repository.membership(id, user.id)) !== null);
    await app.register(workspaceGuardPlugin, { workspaces });
    await app.register(workspacesRoutes, { workspaces });
  },
  { name: 'workspaces' },
);
