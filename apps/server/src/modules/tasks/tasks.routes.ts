import { taskInputSchema, taskListQuery, taskPageSchema, taskSchema, taskUpdateSchema } from '@proclub/contracts/tasks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { TasksService } from './tasks.service';

/** /api/tasks: the workspace's tasks (action client_work, like the CRM they belong to). */
export async function tasksRoutes(instance: FastifyInstance, { tasks }: { tasks: TasksService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];

  app.get(
    '/api/tasks',
    { config: { workspace: 'client_work' }, schema: { tags, querystring: taskListQuery, response: { 200: taskPageSchema } } },
    async (request) => tasks.list(await request.workspace(), request.query),
  );

  app.post(
    '/api/tasks',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: taskInputSchema, response: { 201: taskSchema } },
    },
    async (request, reply) => {
      const workspace = await request.workspace();
      const { dueAt, ...body } = request.body;
      const task = await tasks.create({
        ...body,
        workspaceId: workspace.id,
        dueAt: dueAt ? new Date(dueAt) : null,
        source: { kind: 'user', userId: workspace.userId },
      });
      return reply.status(201).send(task);
    },
  );

  app.get(
    '/api/tasks/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: taskSchema } } },
    async (request) => tasks.get((await request.workspace()).id, request.params.id),
  );

  app.patch(
    '/api/tasks/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: taskUpdateSchema, response: { 200: taskSchema } },
    },
    async (request) => tasks.update(await request.workspace(), request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await tasks.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
