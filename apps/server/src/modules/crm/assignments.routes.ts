import { assignInputSchema, clientSchema, projectSchema } from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { WorkspaceTeam } from '../workspaces/workspaces.public';
import { AssignmentsService } from './assignments.service';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

/** The assignments service over the app's database, realtime and notifications (the bulk routes assign too). */
export function assignmentsOf(app: FastifyInstance): AssignmentsService {
  const db = app.database.db;
  const clients = new ClientsRepository(db);
  const projects = new ProjectsRepository(db);
  return new AssignmentsService({
    clients,
    projects,
    clientViews: new ClientsService(clients),
    projectViews: new ProjectsService(projects),
    team: new WorkspaceTeam(db),
    notifier: app.notifications,
    publish: (channel, event) => app.realtime.publish(channel, event),
    log: app.log,
  });
}

/** PUT /api/crm/clients/:id/assignee and /api/crm/projects/:id/assignee: a member of the workspace, or null. */
export async function assignmentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const assignments = assignmentsOf(app);
  const tags = ['crm'];

  app.put(
    '/api/crm/clients/:id/assignee',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: assignInputSchema, response: { 200: clientSchema } },
    },
    async (request) => assignments.assignClient(await request.workspace(), request.params.id, request.body.userId),
  );

  app.put(
    '/api/crm/projects/:id/assignee',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: assignInputSchema, response: { 200: projectSchema } },
    },
    async (request) => assignments.assignProject(await request.workspace(), request.params.id, request.body.userId),
  );
}
