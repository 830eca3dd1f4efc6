import {
  boardSchema,
  optionsQuerySchema,
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
import { ProjectsRepository } from './projects.repository';
import { ProjectsService } from './projects.service';

export async function projectsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const projects = new ProjectsService(new ProjectsRepository(app.database.db));
  const membership = new MembershipAccess(app.database.db);
  const tags = ['crm'];

  app.get(
    '/api/crm/projects',
    { schema: { tags, querystring: projectListQuerySchema, response: { 200: projectPageSchema } } },
    async (request) => {
      const { status, cursor, limit } = request.query;
      return projects.list(await request.requireUser(), status === 'all' ? undefined : status, cursor, limit);
    },
  );

  // The Board view is part of the Advanced CRM Tools add-on.
  app.get('/api/crm/projects/board', { schema: { tags, response: { 200: boardSchema } } }, async (request) => {
    const user = await request.requireUser();
    await membership.requireAddOn(user.id, 'advanced_crm');
    return projects.board(user);
  });

  app.get(
    '/api/crm/service-options',
    { schema: { tags, querystring: optionsQuerySchema, response: { 200: z.array(serviceOptionSchema) } } },
    async (request) => projects.serviceOptions(await request.requireUser(), request.query.q),
  );

  app.patch(
    '/api/crm/projects/:id/status',
    { schema: { tags, params: idParams, body: projectStatusUpdateSchema, response: { 200: projectSchema } } },
    async (request) => projects.setStatus(await request.requireUser(), request.params.id, request.body.status),
  );

  app.post(
    '/api/crm/projects',
    { schema: { tags, body: projectInputSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.status(201).send(await projects.create(await request.requireUser(), request.body)),
  );

  app.get('/api/crm/projects/:id', { schema: { tags, params: idParams, response: { 200: projectSchema } } }, async (request) =>
    projects.get(await request.requireUser(), request.params.id),
  );

  app.put(
    '/api/crm/projects/:id',
    { schema: { tags, params: idParams, body: projectInputSchema, response: { 200: projectSchema } } },
    async (request) => projects.update(await request.requireUser(), request.params.id, request.body),
  );

  app.delete('/api/crm/projects/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await projects.delete(await request.requireUser(), request.params.id);
    return reply.status(204).send();
  });
}
