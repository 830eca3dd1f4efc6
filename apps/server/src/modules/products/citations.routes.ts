import { citationInputSchema, citationSchema, citationStatusInputSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CitationsRepository } from './citations.repository';
import { CitationsService } from './citations.service';
import { ProductClientsRepository } from './product-clients.repository';

const idParams = z.object({ id: z.string().max(64) });
const BASE = '/api/products/citations';

export async function citationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new CitationsService(new CitationsRepository(app.database.db), new ProductClientsRepository(app.database.db));
  const tags = ['products'];

  app.get(BASE, { schema: { tags, querystring: listQuerySchema, response: { 200: z.array(citationSchema) } } }, async (request) =>
    service.list(await request.requireUser(), request.query.clientId, request.query.limit),
  );
  app.post(BASE, { schema: { tags, body: citationInputSchema, response: { 201: citationSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(await request.requireUser(), request.body)),
  );
  app.patch(
    `${BASE}/:id`,
    { schema: { tags, params: idParams, body: citationStatusInputSchema, response: { 200: citationSchema } } },
    async (request) => service.setStatus(await request.requireUser(), request.params.id, request.body.status),
  );
  app.delete(`${BASE}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await service.delete(await request.requireUser(), request.params.id);
    return reply.status(204).send();
  });
}
