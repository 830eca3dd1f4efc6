import {
  orderInputSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
  salesAnalyticsQuerySchema,
  salesAnalyticsSchema,
} from '@proclub/contracts/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MembershipAccess } from '../membership/membership.public';
import { ServicesRepository } from '../services/services.public';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { SalesAnalyticsRepository } from './sales-analytics.repository';
import { SalesAnalyticsService } from './sales-analytics.service';

const idParams = z.object({ id: z.string().max(64) });

/** Orders (buyer and seller only), the service view counter and the seller's Analytics Pro report. */
export async function ordersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const membership = new MembershipAccess(db);
  const orders = new OrdersService(new OrdersRepository(db), new ServicesRepository(db), membership, (channel, event) =>
    app.realtime.publish(channel, event),
  );
  const analytics = new SalesAnalyticsService(new SalesAnalyticsRepository(db), membership);
  const tags = ['orders'];

  app.post('/api/orders', { schema: { tags, body: orderInputSchema, response: { 201: orderSchema } } }, async (request, reply) =>
    reply.status(201).send(await orders.place(await request.requireUser(), request.body)),
  );

  app.get(
    '/api/orders',
    { schema: { tags, querystring: orderListQuerySchema, response: { 200: orderPageSchema } } },
    async (request) => {
      const { role, status, cursor, limit } = request.query;
      return orders.list(await request.requireUser(), role, status === 'all' ? undefined : status, cursor, limit);
    },
  );

  app.get('/api/orders/:id', { schema: { tags, params: idParams, response: { 200: orderSchema } } }, async (request) =>
    orders.get(await request.requireUser(), request.params.id),
  );

  app.patch(
    '/api/orders/:id/status',
    { schema: { tags, params: idParams, body: orderStatusUpdateSchema, response: { 200: orderSchema } } },
    async (request) => orders.setStatus(await request.requireUser(), request.params.id, request.body.status),
  );

  app.post('/api/services/:id/views', { schema: { tags, params: idParams } }, async (request, reply) => {
    // A POST only (the service page's script sends it): HEAD and GET, which unfurlers and scanners send, count nothing.
    await analytics.countView(await request.currentUser(), request.params.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    return reply.status(204).send();
  });

  app.get(
    '/api/analytics/sales',
    { schema: { tags, querystring: salesAnalyticsQuerySchema, response: { 200: salesAnalyticsSchema } } },
    async (request) => analytics.report(await request.requireUser(), request.query.days),
  );
}
