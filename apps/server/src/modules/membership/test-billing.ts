import crypto from 'node:crypto';
import {
  type AddOn,
  addOnInfo,
  CARD_DECLINED_MESSAGE,
  membershipTotal,
  TEST_CARD_DECLINED,
  TEST_CARD_MASTERCARD,
  TEST_CARD_SUCCESS,
  type TestCheckout,
  type testPaymentInputSchema,
} from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import type { BillingGateway, CheckoutRequest } from './billing-gateway';
import type { PriceBook } from './membership.prices';
import type { Card, CheckoutSessionRow, MembershipRepository, SubscriptionRow } from './membership.repository';
import type { WebhookOutcome } from './webhook.service';

type TestPayment = z.output<typeof testPaymentInputSchema>;
type Deliver = (payload: string, signature: string) => Promise<WebhookOutcome>;

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** The test cards that pay, and the card each one is. */
const TEST_CARDS: Record<string, Card> = {
  [TEST_CARD_SUCCESS]: { brand: 'visa', last4: '4242' },
  [TEST_CARD_MASTERCARD]: { brand: 'mastercard', last4: '4444' },
};
const CARD_HINT = 'Use the test card 4242 4242 4242 4242 or 5555 5555 5555 4444 (4000 0000 0000 0002 is always declined)';
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** One month after `from`, like a monthly billing period. */
export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The built-in test checkout (no STRIPE_SECRET_KEY): a checkout page in our own app takes a card number;
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. A payment, a change of add-ons, a cancellation
 * or a resume produces exactly the events Stripe would send (checkout.session.completed,
 * customer.subscription.created / updated), signed with the webhook secret and delivered to the same
 * handler as Stripe's webhook: nothing here writes subscription state itself.
 */
export class TestBilling implements BillingGateway {
  readonly kind = 'test' as const;

  constructor(
    private readonly repository: MembershipRepository,
    private readonly prices: PriceBook,
    private readonly secret: () => Promise<string>,
    private readonly deliver: Deliver,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async startCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const saved = await this.repository.customerOf(request.user.id);
    if (!saved) await this.repository.saveCustomer(request.user.id, 'test', randomId('cus_test'));
    const id = randomId('cs_test');
    const url = `/membership/checkout/${id}`;
    await this.repository.insertCheckout({
      id,
      userId: request.user.id,
      provider: 'test',
      addOns: request.addOns,
      priceIds: request.priceIds,
      url,
      expiresAt: new Date(this.now().getTime() + CHECKOUT_TTL_MS),
    });
    return { url, sessionId: id };
  }

  /** The checkout page's summary; another user's session is answered like a missing one. */
  async describe(user: AuthUser, id: string): Promise<TestCheckout> {
    const session = await this.ownSession(user, id);
    const expired = session.status === 'open' && session.expiresAt <= this.now();
    return {
      id: session.id,
      status: expired ? 'expired' : session.status === 'open' && session.subscriptionId ? 'complete' : session.status,
      email: session.email,
      lineItems: [
        { name: 'Club Membership', monthlyPrice: membershipTotal([]) },
        ...session.addOns.map((addOn) => ({ name: addOnInfo(addOn).name, monthlyPrice: addOnInfo(addOn).monthlyPrice })),
      ],
      monthlyTotal: membershipTotal(session.addOns),
    };
  }

  private async ownSession(user: AuthUser, id: string): Promise<CheckoutSessionRow> {
    const session = id.length <= 100 ? await this.repository.findCheckout(id) : null;
    if (session?.provider !== 'test') throw notFound('Checkout');
    if (session.userId !== user.id) {
      this.log.warn({ sessionId: id, userId: user.id }, 'refused a test checkout of another account');
      throw notFound('Checkout');
    }
    return session;
  }

  async pay(user: AuthUser, id: string, card: TestPayment): Promise<void> {
    const session = await this.ownSession(user, id);
    if (session.status === 'complete' || session.subscriptionId)
      throw new AppError('already_paid', 409, 'This checkout has already been paid.');
    if (session.status === 'expired' || session.expiresAt <= this.now())
      throw new AppError('checkout_expired', 410, 'This checkout has expired. Start again from the membership page.');
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    if (new Date(Date.UTC(2000 + year, month, 1)) <= this.now()) throw badRequest('expiry', 'Your card has expired');
    if (card.cardNumber === TEST_CARD_DECLINED) {
      this.log.info({ sessionId: id }, 'test checkout: card declined');
      throw new AppError('card_declined', 402, CARD_DECLINED_MESSAGE);
    }
    // The checkout takes the one test card (as before); the card-update page also takes the Mastercard.
    if (card.cardNumber !== TEST_CARD_SUCCESS)
      throw badRequest('cardNumber', 'Use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is always declined)');
    const paidWith = TEST_CARDS[TEST_CARD_SUCCESS];

    const subscriptionId = randomId('sub_test');
    if (!(await this.repository.claimCheckout(session.id, user.id, subscriptionId)))
      throw new AppError('already_paid', 409, 'This checkout has already been paid.');
    const customer = (await this.repository.customerOf(user.id))?.customerId ?? null;
    const started = this.now();
    await this.emit('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer,
      subscription: subscriptionId,
      metadata: { userId: user.id, addOns: session.addOns.join(',') },
    });
    await this.emit(
      'customer.subscription.created',
      this.subscriptionObject({
        id: subscriptionId,
        userId: user.id,
        customer,
        status: 'active',
        priceIds: session.priceIds,
        cancelAtPeriodEnd: false,
        periodStart: started,
        periodEnd: addOneMonth(started),
      }),
    );
    await this.charge({
      userId: user.id,
      customer,
      subscriptionId,
      priceIds: session.priceIds,
      reason: 'subscription_create',
      periodStart: started,
      periodEnd: addOneMonth(started),
      card: paidWith,
    });
  }

  /**
   * A paid invoice, as Stripe reports one: charge.succeeded (the card) and invoice.paid (the amount, period and
   * lines; its charge expanded), through the same webhook handler, which records the charge and mails the receipt.
   */
  private async charge(input: {
    userId: string;
    customer: string | null;
    subscriptionId: string;
    priceIds: string[];
    reason: 'subscription_create' | 'subscription_cycle';
    periodStart: Date;
    periodEnd: Date;
    card: Card;
  }): Promise<void> {
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    const invoiceId = randomId('in_test');
    const addOns = this.prices.addOnsOf(input.priceIds).addOns;
    const charge = {
      id: randomId('ch_test'),
      object: 'charge',
      amount: membershipTotal(addOns) * 100,
      currency: 'usd',
      customer: input.customer,
      invoice: invoiceId,
      paid: true,
      status: 'succeeded',
      payment_method_details: { type: 'card', card: { brand: input.card.brand, last4: input.card.last4 } },
    };
    await this.emit('charge.succeeded', charge);
    await this.emit('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      customer: input.customer,
      subscription: input.subscriptionId,
      status: 'paid',
      billing_reason: input.reason,
      amount_paid: charge.amount,
      currency: 'usd',
      created: seconds(this.now()),
      period_start: seconds(input.periodStart),
      period_end: seconds(input.periodEnd),
      status_transitions: { paid_at: seconds(this.now()) },
      charge,
      lines: {
        object: 'list',
        data: input.priceIds.map((priceId) => ({
          id: randomId('il_test'),
          object: 'line_item',
          price: { id: priceId, object: 'price' },
          period: { start: seconds(input.periodStart), end: seconds(input.periodEnd) },
        })),
      },
    });
  }

  /** Where "Update Card" goes in test mode: our own card page, in place of Stripe's billing portal. */
  async startCardUpdate(): Promise<{ url: string }> {
    return { url: '/membership/billing/card' };
  }

  /**
   * The test card-update page's submit: a test card that pays becomes the customer's card (payment_method.attached,
   * as Stripe's portal would send); the declined test card is refused like at checkout.
   */
  async updateCard(user: AuthUser, card: TestPayment): Promise<void> {
    const customer = await this.repository.customerOf(user.id);
    if (!customer) throw new AppError('membership_required', 409, 'Join the club first: there is no card on file to update.');
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    if (new Date(Date.UTC(2000 + year, month, 1)) <= this.now()) throw badRequest('expiry', 'Your card has expired');
    if (card.cardNumber === TEST_CARD_DECLINED) throw new AppError('card_declined', 402, CARD_DECLINED_MESSAGE);
    const next = TEST_CARDS[card.cardNumber];
    if (!next) throw badRequest('cardNumber', CARD_HINT);
    await this.emit('payment_method.attached', {
      id: randomId('pm_test'),
      object: 'payment_method',
      type: 'card',
      customer: customer.customerId,
      card: { brand: next.brand, last4: next.last4, exp_month: month, exp_year: 2000 + year },
      billing_details: { name: card.name },
    });
  }

  async changeAddOns(subscription: SubscriptionRow, addOns: AddOn[]): Promise<void> {
    await this.emitUpdate(subscription, { priceIds: this.prices.lineItems(addOns) });
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void> {
    await this.emitUpdate(subscription, { cancelAtPeriodEnd: cancel });
  }

  private async emitUpdate(subscription: SubscriptionRow, change: { priceIds?: string[]; cancelAtPeriodEnd?: boolean }) {
    const periodEnd = subscription.currentPeriodEnd ?? addOneMonth(this.now());
    await this.emit(
      'customer.subscription.updated',
      this.subscriptionObject({
        id: subscription.id,
        userId: subscription.userId,
        customer: subscription.customerId,
        status: subscription.status,
        priceIds: change.priceIds ?? this.prices.lineItems(subscription.addOns),
        cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? subscription.cancelAtPeriodEnd,
        periodStart: new Date(periodEnd.getTime() - 30 * 24 * 60 * 60 * 1000),
        periodEnd,
      }),
    );
  }

  private subscriptionObject(input: {
    id: string;
    userId: string;
    customer: string | null;
    status: string;
    priceIds: string[];
    cancelAtPeriodEnd: boolean;
    periodStart: Date;
    periodEnd: Date;
  }) {
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    return {
      id: input.id,
      object: 'subscription',
      customer: input.customer,
      status: input.status,
      cancel_at_period_end: input.cancelAtPeriodEnd,
      livemode: false,
      metadata: { userId: input.userId },
      items: {
        object: 'list',
        data: input.priceIds.map((priceId) => ({
          id: randomId('si_test'),
          object: 'subscription_item',
          price: { id: priceId, object: 'price', currency: 'usd', recurring: { interval: 'month' } },
          quantity: 1,
          current_period_start: seconds(input.periodStart),
          current_period_end: seconds(input.periodEnd),
        })),
      },
    };
  }

  /**
   * What Stripe does at the end of a paid month, for the test checkout (run by the membership.test-renewals job):
   * a subscription set to cancel ends (customer.subscription.deleted); any other renews for the next month
   * (customer.subscription.updated with the new period; the test card always pays). Periods missed while no
   * instance ran are caught up one month at a time, as Stripe would have billed them.
   */
  async renewDue(): Promise<{ renewed: number; ended: number }> {
    const outcome = { renewed: 0, ended: 0 };
    for (const subscription of await this.repository.testSubscriptionsDue(this.now())) {
      const periodEnd = subscription.currentPeriodEnd ?? this.now();
      const base = {
        id: subscription.id,
        userId: subscription.userId,
        customer: subscription.customerId,
        priceIds: this.prices.lineItems(subscription.addOns),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      };
      if (subscription.cancelAtPeriodEnd) {
        const object = this.subscriptionObject({ ...base, status: 'canceled', periodStart: periodEnd, periodEnd });
        await this.emit('customer.subscription.deleted', object);
        outcome.ended += 1;
        continue;
      }
      let start = periodEnd;
      let end = addOneMonth(start);
      while (end <= this.now()) {
        start = end;
        end = addOneMonth(start);
      }
      await this.emit(
        'customer.subscription.updated',
        this.subscriptionObject({ ...base, status: 'active', periodStart: start, periodEnd: end }),
      );
      await this.charge({
        userId: subscription.userId,
        customer: subscription.customerId,
        subscriptionId: subscription.id,
        priceIds: base.priceIds,
        reason: 'subscription_cycle',
        periodStart: start,
        periodEnd: end,
        card: (await this.repository.cardOf(subscription.userId)) ?? TEST_CARDS[TEST_CARD_SUCCESS],
      });
      outcome.renewed += 1;
    }
    return outcome;
  }

  /** Signs the event like Stripe and hands it to the webhook handler (the same path as POST /webhook). */
  private async emit(type: string, object: Record<string, unknown>): Promise<void> {
    const event = {
      id: randomId('evt_test'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.now().getTime() / 1000),
      livemode: false,
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: await this.secret() });
    const outcome = await this.deliver(payload, signature);
    this.log.debug({ eventId: event.id, type, outcome }, 'test checkout event delivered');
  }
}
