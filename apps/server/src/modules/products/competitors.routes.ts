import { competitorInputSchema, competitorSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import { RateLimiter } from '../auth/auth.public';
import { CompetitorsRepository } from './competitors.repository';
import { CompetitorsService } from './competitors.service';
import { ProductClientsRepository } from './product-clients.repository';

const idParams = z.object({ id: z.string().max(64) });
const BASE = '/api/products/competitors';

export async function competitorsRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const fetcher = safeFetcherFromEnv(env);
  app.addHook('onClose', () => fetcher.close());
  const service = new CompetitorsService({
    competitors: new CompetitorsRepository(db),
    clients: new ProductClientsRepository(db),
    fetcher,
    limiter: new RateLimiter(db),
    analysesPerUser: { limit: env.ANALYSES_PER_USER, windowMs: env.ANALYSIS_WINDOW_MINUTES * 60_000 },
    log: app.log,
  });
  const tags = ['products'];

  app.get(
    BASE,
    { schema: { tags, querystring: listQuerySchema, response: { 200: z.array(competitorSchema) } } },
    async (request) => service.list(await request.requireUser(), request.query.clientId, request.query.limit),
  );
  app.post(BASE, { schema: { tags, body: competitorInputSchema, response: { 201: competitorSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(await request.requireUser(), request.body)),
  );
  app.post(
    `${BASE}/:id/analyze`,
    { schema: { tags, params: idParams, response: { 200: competitorSchema } } },
    async (request, reply) => {
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      try {
        return await service.analyze(await request.requireUser(), request.params.id, cancel.signal);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429)
          reply.header('retry-after', String((error.details as { retryAfterSeconds: number }).retryAfterSeconds));
        throw error;
      }
    },
  );
  app.put(
    `${BASE}/:id`,
    { schema: { tags, params: idParams, body: competitorInputSchema, response: { 200: competitorSchema } } },
    async (request) => service.update(await request.requireUser(), request.params.id, request.body),
  );
  app.delete(`${BASE}/:id`, { schema: { tags, params: idParams } }, async (request, reply) => {
    await service.delete(await request.requireUser(), request.params.id);
    return reply.status(204).send();
  });
}
