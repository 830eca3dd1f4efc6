import { offerAcceptSchema, offerInputSchema, offerListSchema, offerSchema } from '@proclub/contracts/offers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import type { OrderOffersService } from './order-offers.service';
import { orderParty } from './order-party';

const tags = ['offers'];

/** Custom offers in a conversation (ADR 029); every route answers 404 to anyone outside the conversation. */
export function orderOffersRoutes(instance: FastifyInstance, offers: OrderOffersService) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/messaging/conversations/:id/offers',
    { schema: { tags, params: idParams, response: { 200: offerListSchema } } },
    async (request) => offers.list(await request.requireUser(), request.params.id),
  );

  app.post(
    '/api/messaging/conversations/:id/offers',
    {
      config: { workspace: 'listings' },
      schema: { tags, params: idParams, body: offerInputSchema, response: { 201: offerSchema } },
    },
    async (request, reply) => {
      const { id: workspaceId } = await request.workspace();
      const user = await request.requireUser();
      return reply.status(201).send(await offers.create(user, workspaceId, request.params.id, request.body));
    },
  );

  app.get('/api/offers/:id', { schema: { tags, params: idParams, response: { 200: offerSchema } } }, async (request) =>
    offers.get(await request.requireUser(), request.params.id),
  );

  // Accepting places an order: 201.
  app.post(
    '/api/offers/:id/accept',
    { schema: { tags, params: idParams, response: { 201: offerAcceptSchema } } },
    async (request, reply) => {
      const { workspaceId } = await orderParty(request);
      return reply.status(201).send(await offers.accept(await request.requireUser(), request.params.id, workspaceId));
    },
  );

  app.post('/api/offers/:id/decline', { schema: { tags, params: idParams, response: { 200: offerSchema } } }, async (request) =>
    offers.decline(await request.requireUser(), request.params.id),
  );

  app.post(
    '/api/offers/:id/withdraw',
    { config: { workspace: 'listings' }, schema: { tags, params: idParams, response: { 200: offerSchema } } },
    async (request) => offers.withdraw(await request.requireUser(), (await request.workspace()).id, request.params.id),
  );
}
