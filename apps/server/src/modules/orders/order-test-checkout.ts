import crypto from 'node:crypto';
import {
  CARD_DECLINED_MESSAGE,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  type testPaymentInputSchema,
} from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { OrderPaymentsRepository } from './order-payments.repository';
import type { OrderWebhookService } from './order-webhook.service';

type TestPayment = z.output<typeof testPaymentInputSchema>;

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/**
 * The test card form of an order checkout (no STRIPE_SECRET_KEY; never in production by default — TEST_CHECKOUT).
 * The same cards as the membership test checkout: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. It
 * emits the events Stripe would (payment_intent.succeeded / payment_failed), signed, into the same webhook handler:
 * nothing here creates an order or writes the ledger.
 */
export class OrderTestCheckout {
  constructor(
    private readonly payments: OrderPaymentsRepository,
    private readonly webhooks: OrderWebhookService,
    private readonly secret: () => Promise<string>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Pays and answers the new order's id. */
  async pay(user: AuthUser, checkoutId: string, card: TestPayment): Promise<string> {
    const checkout = checkoutId.length <= 100 ? await this.payments.findCheckout(checkoutId) : null;
    // Another user's checkout answers like a missing one.
    if (checkout?.provider !== 'test' || checkout.buyerId !== user.id) throw notFound('Checkout');
    if (checkout.status === 'paid' || checkout.orderId)
      throw new AppError('already_paid', 409, 'This order has already been paid.');
    if (checkout.expiresAt <= new Date())
      throw new AppError('checkout_expired', 410, 'This checkout has expired. Place the order again.');
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    if (new Date(Date.UTC(2000 + year, month, 1)) <= new Date()) throw badRequest('expiry', 'Your card has expired');
    if (card.cardNumber !== TEST_CARD_SUCCESS && card.cardNumber !== TEST_CARD_DECLINED)
      throw badRequest('cardNumber', 'Use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is always declined)');
    if (!(await this.payments.claimForPayment(checkout.id, user.id)))
      throw new AppError('already_paid', 409, 'This order is being paid already.');

    const intent = {
      id: randomId('pi_test'),
      object: 'payment_intent',
      amount: checkout.amountCents,
      amount_received: checkout.amountCents,
      currency: 'usd',
      transfer_group: checkout.id,
      metadata: { checkoutId: checkout.id },
    };
    try {
      if (card.cardNumber === TEST_CARD_DECLINED) {
        await this.emit('payment_intent.payment_failed', { ...intent, amount_received: 0, status: 'requires_payment_method' });
        this.log.info({ checkoutId }, 'order test checkout: card declined');
        throw new AppError('card_declined', 402, CARD_DECLINED_MESSAGE);
      }
      const { orderId } = await this.emit('payment_intent.succeeded', { ...intent, status: 'succeeded' });
      if (!orderId) throw new Error('the payment event created no order');
      return orderId;
    } catch (error) {
      // Whatever went wrong, the checkout may be paid again (a declined card left it 'failed' already).
      await this.payments.setCheckoutStatus(checkout.id, 'open', 'paying');
      throw error;
    }
  }

  private async emit(type: string, object: Record<string, unknown>) {
    const event = {
      id: randomId('evt_test'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await this.secret() });
    return this.webhooks.receive(payload, signature);
  }
}
