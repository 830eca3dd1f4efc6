import { competitorInputSchema, competitorSchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { idParams } from '../../lib/crud-routes';
import { abortWhenCallerLeaves, withRetryAfter } from '../../lib/long-running-routes';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import { RateLimiter } from '../auth/auth.public';
import { clientRecordRoutes } from './client-records';
import { CompetitorsRepository } from './competitors.repository';
import { CompetitorsService } from './competitors.service';
import { ProductClientsRepository } from './product-clients.repository';

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
  clientRecordRoutes(app, BASE, { item: competitorSchema, input: competitorInputSchema }, service);

  app.post(
    `${BASE}/:id/analyze`,
    { schema: { tags: ['products'], params: idParams, response: { 200: competitorSchema } } },
    async (request, reply) => {
      const signal = abortWhenCallerLeaves(reply);
      return withRetryAfter(reply, async () => service.analyze(await request.requireUser(), request.params.id, signal));
    },
  );
}
