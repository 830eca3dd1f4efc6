import {
  listQuerySchema,
  reviewPlatformInputSchema,
  reviewPlatformSchema,
  reviewRequestInputSchema,
  reviewRequestSchema,
} from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { idParams } from '../../lib/crud-routes';
import { RateLimiter } from '../auth/auth.public';
import { ProductClientsRepository } from './product-clients.repository';
import { ReviewBoosterRepository } from './review-booster.repository';
import { ReviewBoosterService } from './review-booster.service';
import { ReviewRequestMails } from './review-request-email';

export async function reviewBoosterRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const service = new ReviewBoosterService(
    new ReviewBoosterRepository(db),
    new ProductClientsRepository(db),
    app.mailer,
    new RateLimiter(db),
    new ReviewRequestMails(db, env),
  );
  const tags = ['products'];

  app.get(
    '/api/products/review-booster/platforms',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(reviewPlatformSchema) } },
    },
    async (request) => service.platforms((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/review-booster/platforms',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: reviewPlatformInputSchema, response: { 201: reviewPlatformSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.addPlatform((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/review-booster/platforms/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: reviewPlatformInputSchema, response: { 200: reviewPlatformSchema } },
    },
    async (request) => service.updatePlatform((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/review-booster/platforms/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.deletePlatform((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/products/review-booster/requests',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(reviewRequestSchema) } } },
    async (request) => service.requests((await request.workspace()).id),
  );
  app.post(
    '/api/products/review-booster/requests',
    {
      config: { workspace: 'client_work' },
      schema: { tags, body: reviewRequestInputSchema, response: { 201: reviewRequestSchema } },
    },
    async (request, reply) => {
      const sender = await request.requireVerifiedUser();
      const { id: workspaceId } = await request.workspace();
      return reply.status(201).send(await service.sendRequest(workspaceId, sender, request.body));
    },
  );
}
