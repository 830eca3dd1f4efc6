import {
  createProposalSchema,
  proposalListQuerySchema,
  proposalPageSchema,
  proposalSchema,
  publicProposalSchema,
  sendProposalResultSchema,
  updateProposalSchema,
} from '@proclub/contracts/proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { AnalysisRepository } from '../analysis/analysis.public';
import { requireCrmSeller } from '../crm/crm.public';
import { hubOutbound } from '../hub/hub.public';
import { ProfilesRepository } from '../profiles/profiles.public';
import { ProposalsRepository } from './proposals.repository';
import { ProposalsService } from './proposals.service';

const idParams = z.object({ id: z.string().max(64) });

const tokenParams = z.object({ token: z.string().max(100) });

function proposalsService(app: FastifyInstance, env: Env): ProposalsService {
  const db = app.database.db;
  const out = hubOutbound(app, env);
  return new ProposalsService(new ProposalsRepository(db), new AnalysisRepository(db), out);
}

/**
 * /api/proposals: a seller's proposals (create from an analysis, list newest first, get with line items,
 * edit line items, send to the client).
 */
export async function proposalsRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const service = proposalsService(app, env);
  const tags = ['proposals'];
  app.addHook('onRequest', requireCrmSeller(new ProfilesRepository(db)));

  app.post(
    '/api/proposals',
    { schema: { tags, body: createProposalSchema, response: { 201: proposalSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(await request.requireUser(), request.body)),
  );

  app.get(
    '/api/proposals',
    { schema: { tags, querystring: proposalListQuerySchema, response: { 200: proposalPageSchema } } },
    async (request) => service.list(await request.requireUser(), request.query.cursor, request.query.limit),
  );

  app.get('/api/proposals/:id', { schema: { tags, params: idParams, response: { 200: proposalSchema } } }, async (request) =>
    service.get(await request.requireUser(), request.params.id),
  );

  app.put(
    '/api/proposals/:id',
    { schema: { tags, params: idParams, body: updateProposalSchema, response: { 200: proposalSchema } } },
    async (request) => service.update(await request.requireUser(), request.params.id, request.body),
  );

  app.post(
    '/api/proposals/:id/send',
    { schema: { tags, params: idParams, response: { 200: sendProposalResultSchema } } },
    async (request) => service.send(await request.requireVerifiedUser(), request.params.id),
  );
}

/** The client's side, by the proposal's private link only: read it and accept it. No session needed. */
export async function publicProposalsRoutes(instance: FastifyInstance, { env }: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = proposalsService(app, env);
  const tags = ['public'];
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  });

  app.get(
    '/api/public/proposals/:token',
    { schema: { tags, params: tokenParams, response: { 200: publicProposalSchema } } },
    async (request) => service.publicView(request.params.token),
  );

  app.post(
    '/api/public/proposals/:token/accept',
    { schema: { tags, params: tokenParams, response: { 200: publicProposalSchema } } },
    async (request) => service.accept(request.params.token),
  );
}
