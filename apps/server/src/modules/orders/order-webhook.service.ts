import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { announceOrderEvent, type OrderEventOutlets } from './order-events';
import { acceptOfferPaidBy } from './order-offers.events';
import type { OrderPaymentsRepository } from './order-payments.repository';
import { OrdersRepository } from './orders.repository';

export type OrderWebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const SIGNATURE_TOLERANCE_SECONDS = 300;

const envelopeSchema = z
  .object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255), data: z.object({ object: z.unknown() }) })
  .loose();
const metadata = z
  .record(z.string(), z.string())
  .nullable()
  .optional()
  .transform((value) => value ?? {});
const idOf = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .nullable()
  .optional()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));
const paymentIntentSchema = z
  .object({ id: z.string(), object: z.literal('payment_intent'), amount: z.number().int(), metadata })
  .loose();
const sessionSchema = z
  .object({
    id: z.string(),
    object: z.literal('checkout.session'),
    mode: z.string().nullish(),
    payment_status: z.string().nullish(),
    payment_intent: idOf,
    amount_total: z.number().int().nullish(),
    metadata,
  })
  .loose();
const chargeSchema = z
  .object({ id: z.string(), object: z.literal('charge'), payment_intent: idOf, amount_refunded: z.number().int() })
  .loose();
const disputeSchema = z
  .object({ id: z.string(), object: z.literal('dispute'), payment_intent: idOf, reason: z.string().nullish() })
  .loose();

/**
 * The only path by which a payment becomes an order (ADR 023). Events from Stripe's webhook and from the test
 * checkout alike are verified against the raw body (a forged or stale one is a 400), recorded by id in the same
 * transaction as their effect (a retry or replay is `duplicate`), and applied: a succeeded payment creates the
 * order from its checkout (once), a failed one reopens the checkout, a full refund made at the provider ends the
 * hold. Disputes opened at the provider are recorded and logged for the admin.
 */
export class OrderWebhookService {
  constructor(
    private readonly payments: OrderPaymentsRepository,
    private readonly secret: () => Promise<string | null>,
    private readonly outlets: OrderEventOutlets,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(
    payload: Buffer | string,
    signature: string | undefined,
  ): Promise<{ outcome: OrderWebhookOutcome; orderId?: string }> {
    const event = await this.verify(payload, signature);
    const result = await this.payments.transaction(async (payments, tx) => {
      if (!(await payments.recordEvent(event.id, event.type))) return { outcome: 'duplicate' as const, after: null };
      return this.apply(payments, tx, event);
    });
    if (result.after) await result.after();
    return { outcome: result.outcome, orderId: 'orderId' in result ? result.orderId : undefined };
  }

  private async verify(payload: Buffer | string, signature: string | undefined) {
    const secret = await this.secret();
    if (!signature || !secret) {
      this.log.warn('refused order payment webhook: no signature or no secret configured');
      throw new AppError('invalid_signature', 400, 'Missing webhook signature');
    }
    let raw: unknown;
    try {
      raw = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'refused order payment webhook: signature check failed');
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    const parsed = envelopeSchema.safeParse(raw);
    if (!parsed.success) throw new AppError('invalid_event', 400, 'The payload is not an event');
    return parsed.data;
  }

  private ignore(eventId: string, reason: string) {
    this.log.warn({ eventId }, `order payment event ignored: ${reason}`);
    return { outcome: 'ignored' as const, after: null };
  }

  private async apply(
    payments: OrderPaymentsRepository,
    tx: Parameters<typeof announceOrderEvent>[0],
    event: z.infer<typeof envelopeSchema>,
  ) {
    const object = event.data.object;
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = paymentIntentSchema.safeParse(object);
        if (!intent.success) return this.ignore(event.id, 'malformed payment intent');
        return this.paid(payments, tx, event.id, intent.data.metadata.checkoutId, intent.data.id, intent.data.amount);
      }
      case 'checkout.session.completed': {
        const session = sessionSchema.safeParse(object);
        if (
          !session.success ||
          session.data.mode !== 'payment' ||
          session.data.payment_status !== 'paid' ||
          !session.data.payment_intent
        )
          return this.ignore(event.id, 'not a paid order checkout');
        return this.paid(
          payments,
          tx,
          event.id,
          session.data.metadata.checkoutId,
          session.data.payment_intent,
          session.data.amount_total ?? -1,
        );
      }
      case 'payment_intent.payment_failed': {
        const intent = paymentIntentSchema.safeParse(object);
        const checkoutId = intent.success ? intent.data.metadata.checkoutId : undefined;
        if (!checkoutId) return this.ignore(event.id, 'failed payment of no checkout');
        await payments.setCheckoutStatus(checkoutId, 'failed', 'paying');
        return { outcome: 'applied' as const, after: null };
      }
      case 'charge.refunded': {
        const charge = chargeSchema.safeParse(object);
        if (!charge.success || !charge.data.payment_intent) return this.ignore(event.id, 'malformed charge');
        const order = await payments.orderOfPaymentIntent(charge.data.payment_intent);
        if (!order) return this.ignore(event.id, 'refund of no order');
        // Our own refunds are in the ledger already (settle finds nothing held); a full refund made in Stripe's
        // dashboard ends the hold here. Partial refunds outside the app are left to the admin.
        if (charge.data.amount_refunded !== order.amountCents)
          return this.ignore(event.id, 'partial refund made at the provider');
        const settled = await payments.settle(order.id, 'all');
        return { outcome: settled ? ('applied' as const) : ('ignored' as const), after: null, orderId: order.id };
      }
      case 'charge.dispute.created': {
        const dispute = disputeSchema.safeParse(object);
        const order =
          dispute.success && dispute.data.payment_intent
            ? await payments.orderOfPaymentIntent(dispute.data.payment_intent)
            : null;
        this.log.warn(
          { eventId: event.id, orderId: order?.id, reason: dispute.success ? dispute.data.reason : null },
          'card dispute opened at the provider',
        );
        return { outcome: order ? ('applied' as const) : ('ignored' as const), after: null };
      }
      default:
        return { outcome: 'ignored' as const, after: null };
    }
  }

  private async paid(
    payments: OrderPaymentsRepository,
    tx: Parameters<typeof announceOrderEvent>[0],
    eventId: string,
    checkoutId: string | undefined,
    paymentIntentId: string,
    amount: number,
  ) {
    const checkout = checkoutId ? await payments.findCheckout(checkoutId) : null;
    if (!checkout) return this.ignore(eventId, 'payment of no checkout');
    if (checkout.amountCents !== amount) return this.ignore(eventId, 'paid amount differs from the checkout');
    const orderId = await payments.createPaidOrder(checkout, paymentIntentId);
    if (!orderId) return { outcome: 'ignored' as const, after: null, orderId: checkout.orderId ?? undefined };
    const order = await new OrdersRepository(tx).findById(orderId);
    if (!order) throw new Error('the order just created is missing');
    const announced = await announceOrderEvent(tx, { kind: 'placed', order, actor: 'buyer', moneyMoved: true }, this.outlets);
    // A custom offer's checkout (ADR 029): the offer is accepted in the same transaction.
    const offerAccepted = await acceptOfferPaidBy(tx, checkout.id, orderId, this.outlets);
    const after = async () => {
      await announced();
      await offerAccepted?.();
    };
    return { outcome: 'applied' as const, after, orderId };
  }
}
