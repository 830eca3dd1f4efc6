import { createReportSchema, reportPageSchema, reportSchema, sendResultSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { itemAction, itemActionRoutes } from '../../lib/item-actions';
import { hubRecordRoutes } from './hub-records';
import type { ReportsService } from './reports.service';

/** /api/hub/reports: the seller's proof reports (create, list newest first, open with its content, send, delete). */
export async function reportsRoutes(instance: FastifyInstance, { reports }: { reports: ReportsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  hubRecordRoutes(app, '/api/hub/reports', { item: reportSchema, input: createReportSchema, list: reportPageSchema }, reports);

  itemActionRoutes(app, '/api/hub/reports', tags, {
    send: itemAction(sendResultSchema, (user, id) => reports.send(user.id, id), { verified: true }),
  });

  app.get('/api/hub/reports/:id/pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { file, name } = await reports.pdf(await request.requireUser(), request.params.id);
    return reply.header('content-disposition', `inline; filename="${name}"`).type('application/pdf').send(file);
  });
}
