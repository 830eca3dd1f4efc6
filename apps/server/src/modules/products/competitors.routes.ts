import { competitorInputSchema, competitorSchema, listQuerySchema } from '@proclub/contracts/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { idParams } from '../../lib/crud-routes';
import { abortWhenCallerLeaves, withRetryAfter } from '../../lib/long-running-routes';
import { safeFetcherFromEnv } from '../../lib/safe-fetch';
import { RateLimiter } from '../auth/auth.public';
import { CompetitorsRepository } from './competitors.repository';
import { CompetitorsService } from './competitors.service';
import { ProductClientsRepository } from './product-clients.repository';

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
    '/api/products/competitors',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(competitorSchema) } },
    },
    async (request) => service.list((await request.workspace()).id, request.query.clientId, request.query.limit),
  );

  app.post(
    '/api/products/competitors',
    { config: { workspace: 'client_work' }, schema: { tags, body: competitorInputSchema, response: { 201: competitorSchema } } },
    async (request, reply) => reply.status(201).send(await service.create((await request.workspace()).id, request.body)),
  );

  app.put(
    '/api/products/competitors/:id',
    {
      config: { workspace: 'client_work' },
      schema: { tags, params: idParams, body: competitorInputSchema, response: { 200: competitorSchema } },
    },
    async (request) => service.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.delete(
    '/api/products/competitors/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/products/competitors/:id/analyze',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: competitorSchema } } },
    async (request, reply) => {
      const signal = abortWhenCallerLeaves(reply);
      const { id: workspaceId, userId } = await request.workspace();
      return withRetryAfter(reply, async () => service.analyze(workspaceId, userId, request.params.id, signal));
    },
  );
}
