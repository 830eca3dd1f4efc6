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
  interface FastifyContextConfig {
    /**
     * This is a seller route: what it does in the role matrix (ADR 045 §5). The guard resolves the workspace and
     * checks the role before the body is even validated, and `request.workspace()` hands the handler the result.
     * A route without it (and not listed as personal in test/workspace-authorization.test.ts) fails that test.
     */
    workspace?: WorkspaceAction;
  }
  interface FastifyRequest {
    /**
     * The kernel guard of every seller route: the workspace named by the X-Workspace-Id header, if the signed-in
     * person belongs to it and their role may do `action` (default: the route's `config.workspace`). 401 signed out,
     * 400 without the header, 404 for a workspace they are not in, 403 for a role that may not.
     */
    workspace(action?: WorkspaceAction): Promise<CurrentWorkspace>;
  }
}

export const workspaceGuardPlugin = fp(
  async (app: FastifyInstance, options: { workspaces: WorkspacesService }) => {
    // One membership lookup per request, whatever the number of calls.
    const memberships = new WeakMap<FastifyRequest, Promise<CurrentWorkspace>>();
    app.decorateRequest('workspace', async function (this: FastifyRequest, action?: WorkspaceAction) {
      const required = action ?? this.routeOptions.config.workspace;
      if (!required) throw new Error(`${this.method} ${this.routeOptions.url} declares no workspace action`);
      let pending = memberships.get(this);
      if (!pending) {
        pending = resolve(this);
        memberships.set(this, pending);
      }
      const current = await pending;
      options.workspaces.authorizeRole(current.role, required);
      return current;
    });
    // A declared seller route is guarded before anything else runs: another workspace's request never reaches
    // validation (404 rather than a 400 about its body) nor the handler.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.workspace) await request.workspace();
    });

    async function resolve(request: FastifyRequest): Promise<CurrentWorkspace> {
      const user = await request.requireUser();
      const header = request.headers[WORKSPACE_HEADER];
      // A download link (CSV, PDF) cannot send a header: a GET may name the workspace in `?workspace=` instead.
      const linked = request.method === 'GET' ? (request.query as { workspace?: unknown } | undefined)?.workspace : undefined;
      const id = (Array.isArray(header) ? header[0] : header) || (typeof linked === 'string' ? linked : undefined);
      if (!id)
        throw new AppError('workspace_required', 400, 'Choose a workspace: send its id in the X-Workspace-Id header', {
          fields: [{ field: WORKSPACE_HEADER, message: 'X-Workspace-Id is required' }],
        });
      // The session lookup read the role in the header's workspace in its own statement (no second round trip on
      // every seller request); a `?workspace=` link, or a session better-auth had to refresh, asks separately.
      const read = request.sessionMembership;
      const membership =
        read && read.workspaceId === id
          ? options.workspaces.membershipRead(id, read.role as WorkspaceRole | null)
          : await options.workspaces.membershipOf(user, id);
      return { id: membership.workspaceId, role: membership.role, userId: user.id };
    }
  },
  { name: 'workspace-guard' },
);
