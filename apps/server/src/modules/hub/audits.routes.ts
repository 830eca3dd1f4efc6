import { auditDetailSchema, auditPageSchema, createAuditSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { abortWhenCallerLeaves, withRetryAfter } from '../../lib/long-running-routes';
import type { AuditsService } from './audits.service';
import { hubRecordRoutes } from './hub-records';

/** /api/hub/audits: create (optionally with a score measured elsewhere), list, open, run the analyzer, delete. */
export async function auditsRoutes(instance: FastifyInstance, { audits }: { audits: AuditsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  hubRecordRoutes(app, '/api/hub/audits', { item: auditDetailSchema, input: createAuditSchema, list: auditPageSchema }, audits);

  app.post(
    '/api/hub/audits/:id/run',
    { schema: { tags, params: idParams, response: { 200: auditDetailSchema } } },
    async (request, reply) => {
      const signal = abortWhenCallerLeaves(reply);
      return withRetryAfter(reply, async () => audits.run(await request.requireUser(), request.params.id, signal));
    },
  );
}
