import { WORKSPACE_HEADER, type WorkspaceAction, type WorkspaceRole } from '@proclub/contracts/workspaces';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { WorkspacesService } from './workspaces.service';

/** The workspace a seller request works in, and the person's role there (ADR 045 §4). */
export interface CurrentWorkspace {
  id: string;
  role: WorkspaceRole;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The kernel guard of every seller route: the workspace named by the X-Workspace-Id header, if the signed-in
     * person belongs to it and their role may do `action`. 401 signed out, 400 without the header, 404 for a
     * workspace they are not in, 403 for a role that may not.
     */
    workspace(action: WorkspaceAction): Promise<CurrentWorkspace>;
  }
}

export const workspaceGuardPlugin = fp(
  async (app: FastifyInstance, options: { workspaces: WorkspacesService }) => {
    // One membership lookup per request, whatever the number of calls.
    const memberships = new WeakMap<FastifyRequest, Promise<CurrentWorkspace>>();
    app.decorateRequest('workspace', async function (this: FastifyRequest, action: WorkspaceAction) {
      let pending = memberships.get(this);
      if (!pending) {
        pending = resolve(this);
        memberships.set(this, pending);
      }
      const current = await pending;
      options.workspaces.authorizeRole(current.role, action);
      return current;
    });

    async function resolve(request: FastifyRequest): Promise<CurrentWorkspace> {
      const user = await request.requireUser();
      const header = request.headers[WORKSPACE_HEADER];
      const id = Array.isArray(header) ? header[0] : header;
      if (!id)
        throw new AppError('workspace_required', 400, 'Choose a workspace: send its id in the X-Workspace-Id header', {
          fields: [{ field: WORKSPACE_HEADER, message: 'X-Workspace-Id is required' }],
        });
      const membership = await options.workspaces.membershipOf(user, id);
      return { id: membership.workspaceId, role: membership.role, userId: user.id };
    }
  },
  { name: 'workspace-guard' },
);
