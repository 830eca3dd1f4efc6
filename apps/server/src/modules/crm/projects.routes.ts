import {
  boardQuerySchema,
  boardSchema,
  clientBulkResultSchema,
  optionsQuerySchema,
  projectBulkSchema,
  projectExportQuerySchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPageSchema,
  projectSchema,
  projectStatusUpdateSchema,
  serviceOptionSchema,
} from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { MembershipAccess } from '../membership/membership.public';
import { assignmentsOf } from './assignments.routes';
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

export async function projectsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const projects = new ProjectsService(new ProjectsRepository(app.database.db));
  const membership = new MembershipAccess(app.database.db);
  const assignments = assignmentsOf(app);
  const tags = ['crm'];

  app.get(
    '/api/crm/projects',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: projectListQuerySchema, response: { 200: projectPageSchema } },
    },
    async (request) => {
      const { status, assigned, cursor, limit } = request.query;
      const { id, userId } = await request.workspace();
      const filters = { status: status === 'all' ? undefined : status, assignedTo: assigned === 'me' ? userId : undefined };
      return projects.list(id, filters, cursor, limit);
    },
  );

  // The Board view is part of the Advanced CRM Tools add-on.
  app.get(
    '/api/crm/projects/board',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: boardQuerySchema, response: { 200: boardSchema } },
    },
    async (request) => {
      const { id: workspaceId, userId } = await request.workspace();
      await membership.requireAddOn(workspaceId, 'advanced_crm');
      return projects.board(workspaceId, request.query.assigned === 'me' ? userId : undefined);
    },
  );

  app.get(
    '/api/crm/service-options',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: optionsQuerySchema, response: { 200: z.array(serviceOptionSchema) } },
    },
    async (request) => projects.serviceOptions((await request.workspace()).id, request.query.q),
  );

  app.patch(
    '/api/crm/projects/:id/status',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: projectStatusUpdateSchema, response: { 200: projectSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      const from = (await projects.get(workspaceId, request.params.id)).status;
      const project = await projects.setStatus(workspaceId, request.params.id, request.body.status);
      if (project.status !== from)
        await app.recordDomainEvent({
          workspaceId,
          type: 'project.status_changed',
          clientId: project.clientId,
          projectId: project.id,
          payload: { from, status: project.status },
        });
      return project;
    },
  );

  // A bulk action on a selection (status, assign, delete): all this workspace's projects, or 404 and nothing changes.
  app.post(
    '/api/crm/projects/bulk',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: projectBulkSchema, response: { 200: clientBulkResultSchema } },
    },
    async (request) => {
      const { body } = request;
      const workspace = await request.workspace();
      if (body.action === 'assign') return assignments.assignProjects(workspace, body.ids, body.userId);
      const before = body.action === 'status' ? await projects.selection(workspace.id, body.ids) : [];
      const result = await projects.bulk(workspace.id, body.ids, body);
      // Each project whose status moved is a fact for automations, as when it moves alone.
      for (const project of before)
        if (body.action === 'status' && project.status !== body.status)
          await app.recordDomainEvent({
            workspaceId: workspace.id,
            type: 'project.status_changed',
            clientId: project.clientId,
            projectId: project.id,
            payload: { from: project.status, status: body.status },
          });
      return result;
    },
  );

  app.get(
    '/api/crm/projects/export',
    { config: { workspace: 'client_work' }, schema: { tags, querystring: projectExportQuerySchema } },
    async (request, reply) => {
      const csv = await projects.exportCsv((await request.workspace()).id, request.query.ids.split(','));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="projects-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/crm/projects',
    { config: { workspace: 'client_work' }, schema: { tags, body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.status(201).send(await projects.create(await request.workspace(), request.body)),
  );

  app.get(
    '/api/crm/projects/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: projectSchema } } },
    async (request) => projects.get((await request.workspace()).id, request.params.id),
  );

  app.put(
    '/api/crm/projects/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: projectInputSchema, response: { 200: projectSchema } },
    },
    async (request) => projects.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/crm/projects/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await projects.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
