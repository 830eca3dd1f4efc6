import {
  cancelSubscriptionSchema,
  subscriptionInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '@proclub/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { SubscriptionsService } from './subscriptions.service';

const today = () => new Date().toISOString().slice(0, 10);

/** Recurring billing of clients (issue 34, ADR 048): read as client work, managed by owners and admins (`settings`). */
export async function subscriptionsRoutes(instance: FastifyInstance, subscriptions: SubscriptionsService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  const read = { workspace: 'client_work' as const };
  const manage = { workspace: 'settings' as const };

  app.get(
    '/api/invoice-subscriptions',
    { config: read, schema: { tags, response: { 200: subscriptionListSchema } } },
    async (request) => ({ items: await subscriptions.list((await request.workspace()).id) }),
  );

  app.post(
    '/api/invoice-subscriptions',
    { config: manage, schema: { tags, body: subscriptionInputSchema, response: { 201: subscriptionSchema } } },
    async (request, reply) => {
      const { id: workspaceId, userId } = await request.workspace();
      return reply.status(201).send(await subscriptions.create(workspaceId, userId, request.body));
    },
  );

  app.get(
    '/api/invoice-subscriptions/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: subscriptionSchema } } },
    async (request) => subscriptions.get((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/invoice-subscriptions/:id/pause',
    { config: manage, schema: { tags, params: idParams, response: { 200: subscriptionSchema } } },
    async (request) => subscriptions.pause((await request.workspace()).id, request.params.id),
  );

  app.post(
    '/api/invoice-subscriptions/:id/resume',
    { config: manage, schema: { tags, params: idParams, response: { 200: subscriptionSchema } } },
    async (request) => subscriptions.resume((await request.workspace()).id, request.params.id, today()),
  );

  app.post(
    '/api/invoice-subscriptions/:id/cancel',
    { config: manage, schema: { tags, params: idParams, body: cancelSubscriptionSchema, response: { 200: subscriptionSchema } } },
    async (request) => subscriptions.cancel((await request.workspace()).id, request.params.id, request.body),
  );
}
