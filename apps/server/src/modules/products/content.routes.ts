import { contentInputSchema, contentItemSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ProductClientsRepository } from './product-clients.repository';

export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new ContentService(new ContentRepository(app.database.db), new ProductClientsRepository(app.database.db));
  const tags = ['products'];

  app.get(
    '/api/products/content',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(contentItemSchema) } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/content',
    { config: { workspace: 'client_work' }, schema: { tags, body: contentInputSchema, response: { 201: contentItemSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/content/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: contentInputSchema, response: { 200: contentItemSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/content/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
