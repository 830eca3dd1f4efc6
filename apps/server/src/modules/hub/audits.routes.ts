import { auditDetailSchema, auditPageSchema, createAuditSchema, hubListQuerySchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { abortWhenCallerLeaves, withRetryAfter } from '../../lib/long-running-routes';
import type { AuditsService } from './audits.service';

/** /api/hub/audits: create (optionally with a score measured elsewhere), list, open, run the analyzer, delete. */
export async function auditsRoutes(instance: FastifyInstance, { audits }: { audits: AuditsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  app.get(
    '/api/hub/audits',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: hubListQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => audits.list((await request.workspace()).id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/hub/audits',
    { config: { workspace: 'client_work' }, schema: { tags, body: createAuditSchema, response: { 201: auditDetailSchema } } },
    async (request, reply) => reply.status(201).send(await audits.create((await request.workspace()).id, request.body)),
  );

  app.get(
    '/api/hub/audits/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: auditDetailSchema } } },
    async (request) => audits.get((await request.workspace()).id, request.params.id),
  );

  app.delete(
    '/api/hub/audits/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await audits.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/hub/audits/:id/run',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: auditDetailSchema } } },
    async (request, reply) => {
      const signal = abortWhenCallerLeaves(reply);
      return withRetryAfter(reply, async () => audits.run(await request.workspace(), request.params.id, signal));
    },
  );
}
