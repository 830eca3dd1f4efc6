import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { BillingGateway } from './billing-gateway';
import { PriceBook } from './membership.prices';
import { MembershipRepository } from './membership.repository';
import { MembershipAccess } from './membership-access';
import { createStripeClient, StripeBilling } from './stripe-billing';
import { TestBilling } from './test-billing';
import { UnconfiguredBilling } from './unconfigured-billing';
import { type MembershipNotify, type ReceiptOutlet, WebhookService } from './webhook.service';

type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

export interface Billing {
  repository: MembershipRepository;
  prices: PriceBook;
  access: MembershipAccess;
  webhooks: WebhookService;
  gateway: BillingGateway;
  /** Present when no STRIPE_SECRET_KEY is configured and the test checkout is enabled (TEST_CHECKOUT). */
  testBilling: TestBilling | null;
}

/**
 * Wires the payment side once: Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout, both
 * feeding the one webhook handler. The test checkout signs its events with STRIPE_WEBHOOK_SECRET or a
 * secret generated once and kept in the database (so every instance shares it). With neither Stripe nor the
 * test checkout (production on PostgreSQL by default), checkouts answer 503. With `receipts`, every recorded
 * charge mails its receipt (the demo seed has no mailer: its charges are recorded without mails).
 */
export function createBilling(
  db: Db,
  env: Env,
  publish: Publish,
  log: FastifyBaseLogger,
  notify?: MembershipNotify,
  receipts?: ReceiptOutlet,
): Billing {
  const repository = new MembershipRepository(db);
  const prices = new PriceBook(env);
  const provider = env.STRIPE_SECRET_KEY ? 'stripe' : 'test';
  let generated: Promise<string> | null = null;
  const secret = (): Promise<string> => {
    if (env.STRIPE_WEBHOOK_SECRET) return Promise.resolve(env.STRIPE_WEBHOOK_SECRET);
    generated ??= repository.sharedSecret('billing_webhook_secret', 'whsec_').catch((error: unknown) => {
      generated = null;
      throw error;
    });
    return generated;
  };
  const webhooks = new WebhookService(repository, prices, provider, secret, publish, log, notify, receipts ?? null);
  const testBilling =
    provider === 'test' && env.TEST_CHECKOUT
      ? new TestBilling(repository, prices, secret, (payload, signature) => webhooks.receive(payload, signature), log)
      : null;
  const gateway =
    testBilling ??
    (provider === 'stripe' ? new StripeBilling(createStripeClient(env), repository, prices, log) : new UnconfiguredBilling());
  return { repository, prices, access: new MembershipAccess(db), webhooks, gateway, testBilling };
}
