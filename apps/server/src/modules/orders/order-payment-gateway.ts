import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { callStripe } from '../../lib/stripe';
import type { NewCheckout } from './order-payments.repository';

/**
 * The card provider as orders see it (ADR 023). Neither implementation creates orders: Stripe answers with
 * webhooks, the test provider emits the same signed events into the same handler (OrderWebhookService).
 */
export interface OrderPaymentGateway {
  readonly kind: 'test' | 'stripe';
  /** Where the buyer pays: Stripe's hosted page, or null for our own test card form. */
  startCheckout(checkout: NewCheckout, urls: { success: string; cancel: string }): Promise<{ url: string | null }>;
  /** Gives money back on the card (idempotent by key); the ledger already recorded it. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

/** Test mode: nothing leaves the machine; the test card form is OrderTestCheckout. */
export const testOrderGateway: OrderPaymentGateway = {
  kind: 'test',
  startCheckout: async () => ({ url: null }),
  refund: async () => {},
};

/**
 * Stripe: a Checkout Session in payment mode on the platform account (separate charges and transfers), the
 * checkout id in the PaymentIntent's metadata and as its transfer group, so the seller's share can be
 * transferred to their connected account when it is released.
 */
export class StripeOrderGateway implements OrderPaymentGateway {
  readonly kind = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly log: FastifyBaseLogger,
  ) {}

  async startCheckout(checkout: NewCheckout, urls: { success: string; cancel: string }): Promise<{ url: string | null }> {
    const session = await this.call('checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: checkout.buyerId,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: checkout.amountCents, product_data: { name: checkout.serviceTitle } },
            },
          ],
          payment_intent_data: { transfer_group: checkout.id, metadata: { checkoutId: checkout.id } },
          metadata: { checkoutId: checkout.id },
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { idempotencyKey: `order-checkout-${checkout.id}` },
      ),
    );
    if (!session.url) throw new AppError('payment_provider_error', 502, 'The payment provider returned no checkout page.');
    return { url: session.url };
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void> {
    await this.call('refunds.create', () =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
    );
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return callStripe(this.log, what, run);
  }
}
