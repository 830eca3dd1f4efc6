import { milestoneInputSchema, milestoneSchema, milestoneUpdateSchema } from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { MilestonesRepository } from './milestones.repository';
import { MilestonesService } from './milestones.service';

export async function milestonesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const milestones = new MilestonesService(new MilestonesRepository(app.database.db));
  const tags = ['crm'];

  app.get(
    '/api/crm/projects/:id/milestones',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: z.array(milestoneSchema) } } },
    async (request) => milestones.list((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/crm/projects/:id/milestones',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: milestoneInputSchema, response: { 201: milestoneSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await milestones.create((await request.workspace()).id, request.params.id, request.body)),
  );

  app.patch(
    '/api/crm/milestones/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: milestoneUpdateSchema, response: { 200: milestoneSchema } },
    },
    async (request) => {
      const workspaceId = (await request.workspace()).id;
      const milestone = await milestones.setStatus(workspaceId, request.params.id, request.body.status);
      if (milestone.status === 'completed' && milestone.completedAt)
        await app.recordDomainEvent({
          id: `milestone.completed:${milestone.id}:${milestone.completedAt}`,
          workspaceId,
          type: 'milestone.completed',
          projectId: milestone.projectId,
          subjectId: milestone.id,
          payload: { title: milestone.title },
        });
      return milestone;
    },
  );

  app.delete(
    '/api/crm/milestones/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await milestones.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
