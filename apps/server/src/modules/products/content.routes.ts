import { contentInputSchema, contentItemSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientRecordRoutes } from './client-records';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { ProductClientsRepository } from './product-clients.repository';

export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new ContentService(new ContentRepository(app.database.db), new ProductClientsRepository(app.database.db));
  clientRecordRoutes(app, '/api/products/content', { item: contentItemSchema, input: contentInputSchema }, service);
}
