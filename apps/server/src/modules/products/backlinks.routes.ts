import { backlinkInputSchema, backlinkSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BacklinksRepository } from './backlinks.repository';
import { BacklinksService } from './backlinks.service';
import { clientRecordRoutes } from './client-records';
import { ProductClientsRepository } from './product-clients.repository';

export async function backlinksRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new BacklinksService(new BacklinksRepository(app.database.db), new ProductClientsRepository(app.database.db));
  clientRecordRoutes(app, '/api/products/backlinks', { item: backlinkSchema, input: backlinkInputSchema }, service);
}
