import {
  reviewPlatformInputSchema,
  reviewPlatformSchema,
  reviewRequestInputSchema,
  reviewRequestSchema,
} from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { RateLimiter } from '../auth/auth.public';
import { clientRecordRoutes } from './client-records';
import { ProductClientsRepository } from './product-clients.repository';
import { ReviewBoosterRepository } from './review-booster.repository';
import { ReviewBoosterService } from './review-booster.service';
import { ReviewRequestMails } from './review-request-email';

const BASE = '/api/products/review-booster';

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

  clientRecordRoutes(
    app,
    `${BASE}/platforms`,
    { item: reviewPlatformSchema, input: reviewPlatformInputSchema },
    {
      list: (user, clientId, limit) => service.platforms(user, clientId, limit),
      create: (user, input) => service.addPlatform(user, input),
      update: (user, id, input) => service.updatePlatform(user, id, input),
      delete: (user, id) => service.deletePlatform(user, id),
    },
  );
  app.get(`${BASE}/requests`, { schema: { tags, response: { 200: z.array(reviewRequestSchema) } } }, async (request) =>
    service.requests(await request.requireUser()),
  );
  app.post(
    `${BASE}/requests`,
    { schema: { tags, body: reviewRequestInputSchema, response: { 201: reviewRequestSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.sendRequest(await request.requireVerifiedUser(), request.body)),
  );
}
