import { offerAcceptSchema, offerInputSchema, offerListSchema, offerSchema } from '@proclub/contracts/offers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/crud-routes';
import { itemAction, itemActionRoutes } from '../../lib/item-actions';
import type { OrderOffersService } from './order-offers.service';

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
    { schema: { tags, params: idParams, body: offerInputSchema, response: { 201: offerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await offers.create(await request.requireUser(), request.params.id, request.body)),
  );

  app.get('/api/offers/:id', { schema: { tags, params: idParams, response: { 200: offerSchema } } }, async (request) =>
    offers.get(await request.requireUser(), request.params.id),
  );

  itemActionRoutes(app, '/api/offers', tags, {
    accept: itemAction(offerAcceptSchema, (user, id) => offers.accept(user, id), { created: true }),
    decline: itemAction(offerSchema, (user, id) => offers.decline(user, id)),
    withdraw: itemAction(offerSchema, (user, id) => offers.withdraw(user, id)),
  });
}
