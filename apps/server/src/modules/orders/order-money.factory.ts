import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { defineJob } from '../../lib/jobs/index';
import { stripeClient } from '../../lib/stripe';
import type { OrderEventOutlets } from './order-events';
import { type OrderPaymentGateway, StripeOrderGateway, testOrderGateway } from './order-payment-gateway';
import type { OrderPaymentsRepository } from './order-payments.repository';
import { OrderTestCheckout } from './order-test-checkout';
import { OrderWebhookService } from './order-webhook.service';
import type { ProviderRefund } from './orders.service';

export const PROVIDER_REFUND_JOB = 'orders.provider-refund';
type ProviderRefundPayload = { orderId: string; paymentIntentId: string; amountCents: number };

/**
 * A provider refund from outside this factory (the admin's dispute resolutions, ADR 028): the same job, found by
 * its name (createOrderMoney registered its handler); nothing to send in test mode.
 */
export function queuedProviderRefund(app: FastifyInstance, env: Env): ProviderRefund {
  const job = defineJob<ProviderRefundPayload>({
    name: PROVIDER_REFUND_JOB,
    title: 'Order refund at the card provider',
    handler: async () => {},
  });
  return async (orderId, paymentIntentId, amountCents) => {
    if (!env.STRIPE_SECRET_KEY) return;
    await app.jobs.enqueue(job, { orderId, paymentIntentId, amountCents }, { singletonKey: `order-refund-${orderId}` });
  };
}

/**
 * Wires the payment side of orders once, like membership's billing (ADR 008, 023): Stripe when STRIPE_SECRET_KEY
 * is set; else the test card checkout when TEST_CHECKOUT allows it (never in production on PostgreSQL by default);
 * else no gateway (placing an order answers 503). Both providers feed the one webhook handler.
 */
export function createOrderMoney(app: FastifyInstance, env: Env, payments: OrderPaymentsRepository, outlets: OrderEventOutlets) {
  const log = app.log.child({ module: 'orders' });
  const stripeKey = env.STRIPE_SECRET_KEY;
  const testMode = !stripeKey && env.TEST_CHECKOUT;
  let generated: Promise<string> | null = null;
  const testSecret = () => {
    generated ??= payments.sharedSecret().catch((error: unknown) => {
      generated = null;
      throw error;
    });
    return generated;
  };
  const configured = env.STRIPE_ORDERS_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET ?? null;
  const secret = async () => configured ?? (testMode ? testSecret() : null);
  const webhooks = new OrderWebhookService(payments, secret, outlets, log);
  const gateway: OrderPaymentGateway | null = stripeKey
    ? new StripeOrderGateway(stripeClient(stripeKey, env.STRIPE_API_BASE), log)
    : testMode
      ? testOrderGateway
      : null;
  const testCheckout = testMode
    ? new OrderTestCheckout(payments, webhooks, async () => (await secret()) ?? testSecret(), log)
    : null;

  // A refund the ledger recorded reaches the card through a job: retried with backoff if Stripe is down.
  const refundJob = defineJob<ProviderRefundPayload>({
    name: PROVIDER_REFUND_JOB,
    title: 'Order refund at the card provider',
    retryLimit: 8,
    retryDelaySeconds: 60,
    handler: async ({ orderId, paymentIntentId, amountCents }) =>
      gateway?.refund(paymentIntentId, amountCents, `order-refund-${orderId}`),
  });
  app.jobs.register(refundJob);
  const refundAtProvider: ProviderRefund = async (orderId, paymentIntentId, amountCents) => {
    if (gateway?.kind !== 'stripe') return;
    await app.jobs.enqueue(refundJob, { orderId, paymentIntentId, amountCents }, { singletonKey: `order-refund-${orderId}` });
  };
  return { gateway, webhooks, testCheckout, refundAtProvider };
}
