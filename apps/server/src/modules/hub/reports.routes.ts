import { createReportSchema, hubListQuerySchema, reportPageSchema, reportSchema, sendResultSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { ReportsService } from './reports.service';

/** /api/hub/reports: the seller's proof reports (create, list newest first, open with its content, send, delete). */
export async function reportsRoutes(instance: FastifyInstance, { reports }: { reports: ReportsService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  app.get(
    '/api/hub/reports',
    {
      config: { workspace: 'client_work' },
      schema: { tags, querystring: hubListQuerySchema, response: { 200: reportPageSchema } },
    },
    async (request) => reports.list((await request.workspace()).id, request.query.cursor, request.query.limit),
  );

  app.post(
    '/api/hub/reports',
    { config: { workspace: 'client_work' }, schema: { tags, body: createReportSchema, response: { 201: reportSchema } } },
    async (request, reply) => reply.status(201).send(await reports.create(await request.workspace(), request.body)),
  );

  app.get(
    '/api/hub/reports/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: reportSchema } } },
    async (request) => reports.get((await request.workspace()).id, request.params.id),
  );

  app.delete(
    '/api/hub/reports/:id',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await reports.delete((await request.workspace()).id, request.params.id);
      return reply.status(204).send();
    },
  );

  // Sending mails the client in the seller's name: a verified email only.
  app.post(
    '/api/hub/reports/:id/send',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams, response: { 200: sendResultSchema } } },
    async (request) => {
      await request.requireVerifiedUser();
      const { id, userId } = await request.workspace();
      return reports.send(id, request.params.id, userId);
    },
  );

  app.get(
    '/api/hub/reports/:id/pdf',
    { config: { workspace: 'client_work' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { file, name } = await reports.pdf((await request.workspace()).id, request.params.id);
      return reply.header('content-disposition', `inline; filename="${name}"`).type('application/pdf').send(file);
    },
  );
}
