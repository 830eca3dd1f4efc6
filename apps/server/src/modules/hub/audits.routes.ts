import { auditDetailSchema, auditPageSchema, createAuditSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
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
      // The caller going away (tab closed) stops the outbound requests too.
      const cancel = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      try {
        return await audits.run(await request.requireUser(), request.params.id, cancel.signal);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429)
          reply.header('retry-after', String((error.details as { retryAfterSeconds: number }).retryAfterSeconds));
        throw error;
      }
    },
  );
}
