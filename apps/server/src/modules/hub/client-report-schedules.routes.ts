import { clientReportScheduleSchema, updateClientReportScheduleSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientReportSchedulesService } from './client-report-schedules.service';

const idParams = z.object({ id: z.string().max(64) });

/** /api/hub/schedules: each client's re-audit cadence and monthly report (list, edit, run now, draft the report now). */
export async function clientReportSchedulesRoutes(
  instance: FastifyInstance,
  { schedules }: { schedules: ClientReportSchedulesService },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['hub'];

  app.get(
    '/api/hub/schedules',
    { config: { workspace: 'client_work' }, schema: { tags, response: { 200: z.array(clientReportScheduleSchema) } } },
    async (request) => schedules.list((await request.workspace()).id),
  );

  app.patch(
    '/api/hub/schedules/:id',
    {
      config: { workspace: 'settings' },
      schema: { tags, params: idParams, body: updateClientReportScheduleSchema, response: { 200: clientReportScheduleSchema } },
    },
    async (request) => schedules.update((await request.workspace()).id, request.params.id, request.body),
  );

  app.post(
    '/api/hub/schedules/:id/run',
    { config: { workspace: 'settings' }, schema: { tags, params: idParams, response: { 202: z.object({ jobId: z.string() }) } } },
    async (request, reply) => reply.status(202).send(await schedules.runNow((await request.workspace()).id, request.params.id)),
  );

  app.post(
    '/api/hub/schedules/:id/draft-report',
    {
      config: { workspace: 'settings' },
      schema: { tags, params: idParams, response: { 201: z.object({ reportId: z.string() }) } },
    },
    async (request, reply) => reply.status(201).send(await schedules.draftNow((await request.workspace()).id, request.params.id)),
  );
}
