import { testPaymentInputSchema } from '@proclub/contracts/membership';
import { cancellationRequestSchema, extensionRequestSchema, orderRequestActionSchema } from '@proclub/contracts/order-machine';
import {
  earningsSchema,
  orderCheckoutSchema,
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
import type { Env } from '../../config/env';
import { badRequest } from '../../lib/app-error';
import { idParams } from '../../lib/crud-routes';
import { defineJob } from '../../lib/jobs/index';
import { MembershipAccess } from '../membership/membership.public';
import { serviceLookup } from '../services/services.public';
import { earningsStatementRoutes } from './earnings-statement.routes';
import { releaseUnansweredDeliveries } from './order-auto-release';
import { OrderCheckoutService } from './order-checkout.service';
import { orderDeliveriesRoutes } from './order-deliveries.routes';
import { orderDisputeRoutes } from './order-disputes.routes';
import { appOrderOutlets } from './order-events';
import { createOrderMoney } from './order-money.factory';
import { OrderOffersRepository } from './order-offers.repository';
import { orderOffersRoutes } from './order-offers.routes';
import { OrderOffersService } from './order-offers.service';
import { buyerParty, orderParty } from './order-party';
import { OrderPaymentsRepository } from './order-payments.repository';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { SalesAnalyticsRepository } from './sales-analytics.repository';
import { SalesAnalyticsService } from './sales-analytics.service';
import { createSellerPayouts, payoutAfterRelease } from './seller-payouts';
import { sellerPayoutRoutes } from './seller-payouts.routes';
import { ServiceViewCounter } from './service-view-counter';

const checkoutParams = z.object({ id: z.string().max(100) });
const webhookResultSchema = z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) });

/** Orders (buyer and seller only) with their payments, the service view counter and the seller's Analytics Pro report. */
export async function ordersRoutes(instance: FastifyInstance, options: { env: Env }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = options;
  const db = app.database.db;
  const membership = new MembershipAccess(db);
  const payments = new OrderPaymentsRepository(db);
  const outlets = appOrderOutlets(app, env);
  const { appUrl } = outlets;
  const money = createOrderMoney(app, env, payments, outlets);
  const payouts = await createSellerPayouts(app, env, appUrl);
  const orders = new OrdersService(new OrdersRepository(db), outlets, money.refundAtProvider, payoutAfterRelease(app, env));
  const checkouts = new OrderCheckoutService(payments, serviceLookup(db), membership, money.gateway, money.testCheckout, {
    feePercent: env.ORDER_PLATFORM_FEE_PERCENT,
    autoReleaseDays: env.ORDER_AUTO_RELEASE_DAYS,
    appUrl,
  });
  // Custom offers in conversations (ADR 029): priced into the same checkouts.
  orderOffersRoutes(
    app,
    new OrderOffersService(
      new OrderOffersRepository(db),
      payments,
      serviceLookup(db),
      membership,
      money.gateway,
      { feePercent: env.ORDER_PLATFORM_FEE_PERCENT, autoReleaseDays: env.ORDER_AUTO_RELEASE_DAYS, appUrl },
      outlets,
    ),
  );
  const analyticsRepository = new SalesAnalyticsRepository(db);
  const analytics = new SalesAnalyticsService(analyticsRepository, membership);
  const views = new ServiceViewCounter(analyticsRepository);
  const tags = ['orders'];
  await orderDeliveriesRoutes(app, { outlets });

  const autoRelease = defineJob<Record<string, never>>({
    name: 'orders.auto-release',
    title: 'Release payments of unanswered deliveries',
    handler: () => releaseUnansweredDeliveries(payments, orders, env.ORDER_AUTO_RELEASE_DAYS),
  });
  app.jobs.register(autoRelease);
  await app.jobs.schedule(autoRelease, { timing: { cron: env.ORDER_AUTO_RELEASE_CRON }, payload: {} });

  app.post(
    '/api/orders/checkout',
    { schema: { tags, body: orderInputSchema, response: { 201: orderCheckoutSchema } } },
    async (request, reply) => {
      // A buyer route (ADR 045 §6): the buyer is the person; the workspace they work in, if any, may lend its membership.
      const party = await orderParty(request);
      return reply.status(201).send(await checkouts.start(await request.requireUser(), request.body, party.workspaceId));
    },
  );

  app.post(
    '/api/orders/checkout/:id/pay',
    { schema: { tags, params: checkoutParams, body: testPaymentInputSchema, response: { 201: orderSchema } } },
    async (request, reply) => {
      const user = await request.requireUser();
      const orderId = await checkouts.payTest(user, request.params.id, request.body);
      return reply.status(201).send(await orders.get(buyerParty(user.id), orderId));
    },
  );

  app.get(
    '/api/orders/earnings',
    { config: { workspace: 'listings' }, schema: { tags, response: { 200: earningsSchema } } },
    async (request) => checkouts.earnings((await request.workspace()).id),
  );

  app.get(
    '/api/orders',
    { schema: { tags, querystring: orderListQuerySchema, response: { 200: orderPageSchema } } },
    async (request) => {
      const { role, status, cursor, limit } = request.query;
      // The buyer's list is the person's; the seller's is the workspace's, behind the guard (listings).
      const party =
        role === 'seller'
          ? await request.workspace('listings').then((w) => ({ userId: w.userId, workspaceId: w.id, role: w.role }))
          : await orderParty(request);
      return orders.list(party, role, status === 'all' ? undefined : status, cursor, limit);
    },
  );

  app.get('/api/orders/:id', { schema: { tags, params: idParams, response: { 200: orderSchema } } }, async (request) =>
    orders.get(await orderParty(request), request.params.id),
  );

  app.patch(
    '/api/orders/:id/status',
    { schema: { tags, params: idParams, body: orderStatusUpdateSchema, response: { 200: orderSchema } } },
    async (request) => orders.setStatus(await orderParty(request), request.params.id, request.body.status),
  );

  // The state machine's requests (ADR 037): cancellation by agreement, the late rule, extensions.
  app.post(
    '/api/orders/:id/actions/:action',
    {
      schema: {
        tags,
        params: idParams.extend({ action: orderRequestActionSchema }),
        body: z.object({ reason: z.unknown().optional(), days: z.unknown().optional() }).optional(),
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const party = await orderParty(request);
      const { action } = request.params;
      const schema =
        action === 'request_cancellation'
          ? cancellationRequestSchema
          : action === 'request_extension'
            ? extensionRequestSchema
            : null;
      const parsed = schema?.safeParse(request.body ?? {});
      if (parsed && !parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue.path.join('.') || 'body', issue.message);
      }
      return orders.act(party, request.params.id, action, (parsed?.data ?? {}) as { reason?: string; days?: number });
    },
  );

  // The payment webhook needs the exact bytes the provider signed: in this scope JSON is kept raw, not parsed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/orders/webhook', { schema: { tags, response: { 200: webhookResultSchema } } }, async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        const { outcome } = await money.webhooks.receive(body, Array.isArray(signature) ? signature[0] : signature);
        return { received: true as const, outcome };
      });
  });

  await orderDisputeRoutes(app, env);
  await sellerPayoutRoutes(app, payouts);
  await earningsStatementRoutes(app, { appUrl });

  app.post('/api/services/:id/views', { schema: { tags, params: idParams } }, async (request, reply) => {
    // A POST only (the service page's script sends it): HEAD and GET, which unfurlers and scanners send, count nothing.
    await views.countView(await request.currentUser(), request.params.id, { ip: request.ip });
    return reply.status(204).send();
  });

  app.get(
    '/api/analytics/sales',
    {
      config: { workspace: 'listings' },
      schema: { tags, querystring: salesAnalyticsQuerySchema, response: { 200: salesAnalyticsSchema } },
    },
    async (request) => analytics.report((await request.workspace()).id, request.query.days),
  );
}
