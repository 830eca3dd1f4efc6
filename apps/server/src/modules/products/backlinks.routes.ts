import { backlinkInputSchema, backlinkSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { BacklinksRepository } from './backlinks.repository';
import { BacklinksService } from './backlinks.service';
import { ProductClientsRepository } from './product-clients.repository';

export async function backlinksRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new BacklinksService(new BacklinksRepository(app.database.db), new ProductClientsRepository(app.database.db));
  const tags = ['products'];

  app.get(
    '/api/products/backlinks',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(backlinkSchema) } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/backlinks',
    { config: { workspace: 'client_work' }, schema: { tags, body: backlinkInputSchema, response: { 201: backlinkSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/backlinks/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: backlinkInputSchema, response: { 200: backlinkSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/backlinks/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
