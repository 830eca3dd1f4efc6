import type { AddOn } from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { callStripe, stripeClient } from '../../lib/stripe';
import type { BillingGateway, CheckoutRequest } from './billing-gateway';
import type { PriceBook } from './membership.prices';
import type { MembershipRepository, SubscriptionRow } from './membership.repository';

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** The official SDK, pointed at api.stripe.com or (STRIPE_API_BASE) any Stripe-compatible server. */
export function createStripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return stripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE);
}

/** Any SDK failure becomes one clear 502 for the browser; the details (with the error) go to the log. */
const call = <T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>) => callStripe(log, what, run, true);

/** Stripe Checkout (subscription mode) and subscription changes; state arrives later by webhook. */
export class StripeBilling implements BillingGateway {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly repository: MembershipRepository,
    private readonly prices: PriceBook,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One Stripe customer per user, created on the first checkout and reused after. */
  private async customerFor(request: CheckoutRequest): Promise<string> {
    const saved = await this.repository.customerOf(request.user.id);
    if (saved?.provider === 'stripe') return saved.customerId;
    const customer = await call(this.log, 'customers.create', () =>
      this.stripe.customers.create(
        { email: request.user.email, name: request.name ?? undefined, metadata: { userId: request.user.id } },
        { idempotencyKey: `customer-${request.user.id}` },
      ),
    );
    return this.repository.saveCustomer(request.user.id, 'stripe', customer.id);
  }

  async startCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const customer = await this.customerFor(request);
    const session = await call(this.log, 'checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: request.user.id,
        line_items: request.priceIds.map((price) => ({ price, quantity: 1 })),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { userId: request.user.id, addOns: request.addOns.join(',') },
        subscription_data: { metadata: { userId: request.user.id } },
      }),
    );
    if (!session.url) throw new AppError('payment_provider_error', 502, 'The payment provider returned no checkout page.');
    await this.repository.insertCheckout({
      id: session.id,
      userId: request.user.id,
      provider: 'stripe',
      addOns: request.addOns,
      priceIds: request.priceIds,
      url: session.url,
      expiresAt: new Date(session.expires_at ? session.expires_at * 1000 : Date.now() + CHECKOUT_TTL_MS),
    });
    return { url: session.url, sessionId: session.id };
  }

  /** Keeps the base item, removes add-ons no longer wanted, adds new ones (Stripe prorates). */
  async changeAddOns(subscription: SubscriptionRow, addOns: AddOn[]): Promise<void> {
    const current = await call(this.log, 'subscriptions.retrieve', () => this.stripe.subscriptions.retrieve(subscription.id));
    const wanted = new Set(this.prices.lineItems(addOns));
    const present = new Set<string>();
    const items: { id?: string; price?: string; deleted?: boolean; quantity?: number }[] = [];
    for (const item of current.items.data) {
      const priceId = item.price.id;
      if (wanted.has(priceId) && !present.has(priceId)) present.add(priceId);
      else if (this.prices.isKnown(priceId)) items.push({ id: item.id, deleted: true });
    }
    for (const priceId of wanted) if (!present.has(priceId)) items.push({ price: priceId, quantity: 1 });
    if (items.length === 0) return;
    await call(this.log, 'subscriptions.update', () =>
      this.stripe.subscriptions.update(subscription.id, {
        items,
        proration_behavior: 'create_prorations',
        metadata: { userId: subscription.userId },
      }),
    );
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void> {
    await call(this.log, 'subscriptions.update', () =>
      this.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: cancel }),
    );
  }

  /** Stripe's billing portal for the customer: they update the card there and come back to the billing centre. */
  async startCardUpdate(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = await call(this.log, 'billingPortal.sessions.create', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return { url: session.url };
  }
}
