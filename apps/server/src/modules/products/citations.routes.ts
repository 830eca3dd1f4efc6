import { citationInputSchema, citationSchema, citationStatusInputSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/crud-routes';
import { CitationsRepository } from './citations.repository';
import { CitationsService } from './citations.service';
import { ProductClientsRepository } from './product-clients.repository';

export async function citationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new CitationsService(new CitationsRepository(app.database.db), new ProductClientsRepository(app.database.db));
  const tags = ['products'];

  app.get(
    '/api/products/citations',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(citationSchema) } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/citations',
    { config: { workspace: 'client_work' }, schema: { tags, body: citationInputSchema, response: { 201: citationSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.delete(
    '/api/products/citations/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  // A citation is never edited, only moved along its statuses.
  app.patch(
    '/api/products/citations/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: citationStatusInputSchema, response: { 200: citationSchema } },
    },
    async (request) => service.setStatus((await request.workspace()).id, request.params.id, request.body.status),
  );
}
