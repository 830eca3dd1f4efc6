import { clientDashboardQuerySchema, clientDashboardSchema } from '@proclub/contracts/hub';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClientDashboardService } from './client-dashboard.service';

/** GET /api/hub/client-dashboard?clientId=…: one client's figures and score/rank history. */
export async function clientDashboardRoutes(instance: FastifyInstance, { dashboard }: { dashboard: ClientDashboardService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/hub/client-dashboard',
    {
      config: { workspace: 'client_work' },
      schema: { tags: ['hub'], querystring: clientDashboardQuerySchema, response: { 200: clientDashboardSchema } },
    },
    async (request) => dashboard.get((await request.workspace()).id, request.query.clientId),
  );
}
