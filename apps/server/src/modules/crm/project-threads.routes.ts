import {
  markReadResultSchema,
  pageQuerySchema,
  projectMessageInputSchema,
  projectMessagePageSchema,
  projectMessageSchema,
  projectThreadPageSchema,
} from '@proclub/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import type { ProjectThreadsService } from './project-threads.service';

const tags = ['crm'];

/** GET /api/crm/threads: the seller's Messages tab list (the current workspace's threads). */
export async function sellerThreadsRoutes(instance: FastifyInstance, options: { threads: ProjectThreadsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/crm/threads',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: projectThreadPageSchema } },
    },
    async (request) => options.threads.sellerThreads(await request.workspace(), request.query.cursor, request.query.limit),
  );
}

/**
 * Thread endpoints shared by the project's workspace (every member) and its client (any role); everyone else gets 404.
 * They name no workspace: a client has none, and the project says which workspace it is.
 */
export async function projectThreadsRoutes(instance: FastifyInstance, options: { threads: ProjectThreadsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { threads } = options;

  app.get(
    '/api/project-threads/mine',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: projectThreadPageSchema } } },
    async (request) => threads.clientThreads(await request.requireUser(), request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/project-threads/:id/messages',
    {
      schema: {
        tags,
        params: idParams,
        querystring: pageQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(200).default(100) }),
        response: { 200: projectMessagePageSchema },
      },
    },
    async (request) =>
      threads.messages(await request.requireUser(), request.params.id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/project-threads/:id/messages',
    { schema: { tags, params: idParams, body: projectMessageInputSchema, response: { 201: projectMessageSchema } } },
    async (request, reply) =>
      reply.status(201).send(await threads.send(await request.requireUser(), request.params.id, request.body.message)),
  );

  app.post(
    '/api/project-threads/:id/messages/read',
    { schema: { tags, params: idParams, response: { 200: markReadResultSchema } } },
    async (request) => threads.markRead(await request.requireUser(), request.params.id),
  );
}
