import { citationInputSchema, citationSchema, citationStatusInputSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { CitationsRepository } from './citations.repository';
import { CitationsService } from './citations.service';
import { clientRecordRoutes } from './client-records';
import { ProductClientsRepository } from './product-clients.repository';

const BASE = '/api/products/citations';

export async function citationsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new CitationsService(new CitationsRepository(app.database.db), new ProductClientsRepository(app.database.db));
  clientRecordRoutes(app, BASE, { item: citationSchema, input: citationInputSchema }, service);
  // A citation is never edited, only moved along its statuses.
  app.patch(
    `${BASE}/:id`,
    { schema: { tags: ['products'], params: idParams, body: citationStatusInputSchema, response: { 200: citationSchema } } },
    async (request) => service.setStatus(await request.requireUser(), request.params.id, request.body.status),
  );
}
