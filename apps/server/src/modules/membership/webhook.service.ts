import { type BillingProvider, MEMBERSHIP_UPDATED_EVENT } from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/mailer/mailer.plugin';
import {
  CHARGE_SUCCEEDED_TYPE,
  CHECKOUT_COMPLETED_TYPES,
  type CheckoutSessionObject,
  cardOfInvoice,
  chargeObjectSchema,
  checkoutSessionObjectSchema,
  type EventEnvelope,
  eventEnvelopeSchema,
  INVOICE_PAID_TYPES,
  invoiceObjectSchema,
  PAYMENT_METHOD_ATTACHED_TYPE,
  paymentMethodObjectSchema,
  periodEndOf,
  periodOfInvoice,
  priceIdsOfInvoice,
  SUBSCRIPTION_EVENT_TYPES,
  subscriptionObjectSchema,
  subscriptionOfInvoice,
} from './billing-events';
import type { PriceBook } from './membership.prices';
import type { MembershipRepository } from './membership.repository';
import { membershipReceiptMail } from './membership-receipt';

/** Where receipts go: the outbox (written in the event's transaction) and the app's address for their links. */
export interface ReceiptOutlet {
  mailer: Mailer;
  appUrl: string;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

type Publish = (channel: string, event: { type: string; [key: string]: unknown }) => Promise<void>;

interface Applied {
  outcome: WebhookOutcome;
  /** Whose membership changed (they get a realtime nudge after the commit). */
  userId?: string;
  /** Something the member should hear about in their notification centre. */
  notice?: { kind: 'membership_renewed' | 'membership_payment_failed'; title: string };
  /** Receipt mails written in the transaction, dispatched after the commit. */
  mailIds?: string[];
}

/** Tells a member about their membership (the notifications centre's notify, or nothing in tests without it). */
export type MembershipNotify = (input: {
  userId: string;
  kind: 'membership_renewed' | 'membership_payment_failed';
  title: string;
  link: string;
}) => Promise<unknown>;

const FAILED_PAYMENT_STATUSES = new Set(['past_due', 'unpaid']);

/** How far a webhook signature's timestamp may be from now, either way (Stripe's default). */
const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * The only writer of subscription state. Every event — from Stripe's webhook or from the built-in test
 * checkout — comes through receive(): the signature is checked against the raw body (a forged, unsigned or
 * too old event is refused with 400), the event id is recorded in the same transaction as its effect (a
 * replay or retry is a no-op), and subscription snapshots are ordered by event time (a late, older event
 * never overwrites a newer state; a deletion is final). Authentic events that do not fit (another user's
 * checkout, an unknown customer) are acknowledged, logged and change nothing.
 */
export class WebhookService {
  constructor(
    private readonly repository: MembershipRepository,
    private readonly prices: PriceBook,
    private readonly provider: BillingProvider,
    private readonly secret: () => Promise<string>,
    private readonly publish: Publish,
    private readonly log: FastifyBaseLogger,
    private readonly notify: MembershipNotify = async () => undefined,
    private readonly receipts: ReceiptOutlet | null = null,
  ) {}

  async receive(payload: Buffer | string, signature: string | undefined): Promise<WebhookOutcome> {
    const event = await this.verify(payload, signature);
    const result = await this.repository.transaction(async (repository): Promise<Applied> => {
      const recorded = await repository.recordEvent({
        id: event.id,
        type: event.type,
        provider: this.provider,
        subscriptionId: subscriptionIdOf(event),
      });
      if (!recorded) {
        this.log.info({ eventId: event.id, type: event.type }, 'payment event already processed; ignored');
        return { outcome: 'duplicate' } satisfies Applied;
      }
      return this.apply(repository, event);
    });
    if (result.mailIds?.length && this.receipts) await this.receipts.mailer.dispatch(result.mailIds);
    if (result.userId) await this.publish(`user:${result.userId}`, { type: MEMBERSHIP_UPDATED_EVENT });
    if (result.userId && result.notice) {
      // Both moments concern a charge: the billing centre shows it, and its Update Card fixes a failed one.
      await this.notify({ userId: result.userId, ...result.notice, link: '/membership/billing' }).catch((error: unknown) =>
        this.log.error({ err: error }, 'notifying the member about their membership failed'),
      );
    }
    return result.outcome;
  }

  private async verify(payload: Buffer | string, signature: string | undefined): Promise<EventEnvelope> {
    if (!signature) {
      this.log.warn('refused payment webhook: no Stripe-Signature header');
      throw new AppError('invalid_signature', 400, 'Missing webhook signature');
    }
    // Stripe's check refuses signatures older than its tolerance but not ones dated in the future; a clock far
    // ahead (or a forged date) would stretch the replay window, so refuse those too.
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
    if (Number.isFinite(signedAt) && signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
      this.log.warn('refused payment webhook: signature dated in the future');
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    let raw: unknown;
    try {
      raw = Stripe.webhooks.constructEvent(payload, signature, await this.secret(), SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'refused payment webhook: signature check failed');
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    const parsed = eventEnvelopeSchema.safeParse(raw);
    if (!parsed.success) {
      this.log.warn('refused payment webhook: not an event object');
      throw new AppError('invalid_event', 400, 'The payload is not an event');
    }
    return parsed.data;
  }

  private ignore(event: EventEnvelope, reason: string, details: Record<string, unknown> = {}): Applied {
    this.log.warn({ eventId: event.id, type: event.type, ...details }, `payment event ignored: ${reason}`);
    return { outcome: 'ignored' };
  }

  private async apply(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    if (CHECKOUT_COMPLETED_TYPES.has(event.type)) return this.checkoutCompleted(repository, event);
    if (SUBSCRIPTION_EVENT_TYPES.has(event.type)) return this.subscriptionChanged(repository, event);
    if (INVOICE_PAID_TYPES.has(event.type)) return this.invoicePaid(repository, event);
    if (event.type === CHARGE_SUCCEEDED_TYPE) return this.chargeSucceeded(repository, event);
    if (event.type === PAYMENT_METHOD_ATTACHED_TYPE) return this.cardAttached(repository, event);
    this.log.debug({ eventId: event.id, type: event.type }, 'payment event type not used');
    return { outcome: 'ignored' };
  }

  /** Links the new subscription and the customer to the user who started the checkout. */
  private async checkoutCompleted(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    const parsed = checkoutSessionObjectSchema.safeParse(event.data.object);
    if (!parsed.success) return this.ignore(event, 'malformed checkout session');
    const session: CheckoutSessionObject = parsed.data;
    if (session.mode && session.mode !== 'subscription') return this.ignore(event, 'not a subscription checkout');
    const userId = session.client_reference_id ?? session.metadata.userId;
    if (!userId || !(await repository.userExists(userId))) return this.ignore(event, 'checkout for an unknown user');

    const ours = await repository.findCheckout(session.id);
    if (ours && ours.userId !== userId)
      return this.ignore(event, 'checkout belongs to another account', { sessionId: session.id, userId });
    if (session.customer) {
      const owner = await repository.userOfCustomer(session.customer);
      if (owner && owner !== userId)
        return this.ignore(event, 'customer belongs to another account', { customer: session.customer, userId });
      if (!owner) await repository.saveCustomer(userId, this.provider, session.customer);
    }
    if (session.subscription) {
      const existing = await repository.findSubscription(session.subscription);
      if (existing && existing.userId !== userId)
        return this.ignore(event, 'subscription belongs to another account', { subscription: session.subscription, userId });
      await repository.linkSubscription({
        id: session.subscription,
        userId,
        provider: this.provider,
        customerId: session.customer,
      });
    }
    if (ours) await repository.completeCheckout(ours.id, session.subscription);
    return { outcome: 'applied', userId };
  }

  /**
   * A paid membership invoice becomes one charge (keyed by the invoice: Stripe sends invoice.paid and
   * invoice.payment_succeeded for the same one) and one receipt mail, written in this transaction.
   */
  private async invoicePaid(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    const parsed = invoiceObjectSchema.safeParse(event.data.object);
    if (!parsed.success) return this.ignore(event, 'malformed invoice');
    const invoice = parsed.data;
    const subscriptionId = subscriptionOfInvoice(invoice);
    if (!subscriptionId) return this.ignore(event, 'invoice without a subscription', { invoice: invoice.id });
    const subscription = await repository.findSubscription(subscriptionId);
    const byCustomer = invoice.customer ? await repository.userOfCustomer(invoice.customer) : null;
    const candidates = [subscription?.userId, byCustomer].filter((id): id is string => !!id);
    const userId = candidates[0];
    if (!userId) return this.ignore(event, 'invoice of an unknown customer', { invoice: invoice.id });
    if (candidates.some((id) => id !== userId))
      return this.ignore(event, 'invoice claims another account', { invoice: invoice.id });
    const { addOns, unknown } = this.prices.addOnsOf(priceIdsOfInvoice(invoice));
    if (unknown.length > 0) this.log.warn({ eventId: event.id, unknown }, 'invoice has prices we do not sell');
    const period = periodOfInvoice(invoice);
    const charge = await repository.recordCharge({
      userId,
      provider: this.provider,
      invoiceId: invoice.id,
      subscriptionId,
      eventId: event.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      reason: invoice.billing_reason ?? 'subscription',
      addOns,
      periodStart: period.start,
      periodEnd: period.end,
      card: cardOfInvoice(invoice) ?? (await repository.cardOf(userId)),
      paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
    });
    if (!charge) {
      this.log.info({ eventId: event.id, invoice: invoice.id }, 'invoice already recorded as a charge');
      return { outcome: 'duplicate' };
    }
    const mailIds: string[] = [];
    const contact = await repository.contact(userId);
    if (this.receipts && contact)
      mailIds.push(
        await this.receipts.mailer.write(await membershipReceiptMail(charge, contact, this.receipts.appUrl), repository.executor),
      );
    return { outcome: 'applied', userId, mailIds };
  }

  /** The card a payment used: the customer's card from now on, and the card of its invoice's charge. */
  private async chargeSucceeded(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    const parsed = chargeObjectSchema.safeParse(event.data.object);
    if (!parsed.success) return this.ignore(event, 'malformed charge');
    const charge = parsed.data;
    const card = charge.payment_method_details?.card;
    if (!card || !charge.customer) return { outcome: 'ignored' };
    const userId = await repository.userOfCustomer(charge.customer);
    if (!userId) return { outcome: 'ignored' };
    await repository.setCustomerCard(charge.customer, { brand: card.brand, last4: card.last4 });
    if (charge.invoice) await repository.setChargeCard(this.provider, charge.invoice, { brand: card.brand, last4: card.last4 });
    return { outcome: 'applied', userId };
  }

  /** A new card (Stripe's billing portal, or the test card-update page): the next charge uses it. */
  private async cardAttached(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    const parsed = paymentMethodObjectSchema.safeParse(event.data.object);
    if (!parsed.success) return this.ignore(event, 'malformed payment method');
    const { customer, card } = parsed.data;
    if (!card || !customer) return { outcome: 'ignored' };
    const userId = await repository.userOfCustomer(customer);
    if (!userId) return this.ignore(event, 'card of an unknown customer');
    await repository.setCustomerCard(customer, { brand: card.brand, last4: card.last4 });
    return { outcome: 'applied', userId };
  }

  private async subscriptionChanged(repository: MembershipRepository, event: EventEnvelope): Promise<Applied> {
    const parsed = subscriptionObjectSchema.safeParse(event.data.object);
    if (!parsed.success) return this.ignore(event, 'malformed subscription');
    const subscription = parsed.data;

    // Who owns it: our metadata, the row a checkout linked, the customer record. They must agree.
    const existing = await repository.findSubscription(subscription.id);
    const byCustomer = subscription.customer ? await repository.userOfCustomer(subscription.customer) : null;
    const candidates = [subscription.metadata.userId, existing?.userId, byCustomer].filter((id): id is string => !!id);
    const userId = candidates[0];
    if (!userId) return this.ignore(event, 'subscription of an unknown customer', { subscription: subscription.id });
    if (candidates.some((id) => id !== userId))
      return this.ignore(event, 'subscription claims another account', { subscription: subscription.id });
    if (!(await repository.userExists(userId))) return this.ignore(event, 'subscription of a deleted user');

    const { addOns, hasBase, unknown } = this.prices.addOnsOf(subscription.items.data.map((item) => item.price.id));
    if (unknown.length > 0) this.log.warn({ eventId: event.id, unknown }, 'subscription has prices we do not sell; ignored them');
    if (!hasBase) this.log.warn({ eventId: event.id }, 'subscription without the base plan price');

    const terminal = event.type === 'customer.subscription.deleted';
    const changed = await repository.applySnapshot(
      {
        id: subscription.id,
        userId,
        provider: this.provider,
        customerId: subscription.customer,
        status: terminal ? 'canceled' : subscription.status,
        addOns,
        cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
        currentPeriodEnd: periodEndOf(subscription),
        eventCreated: event.created,
        eventId: event.id,
      },
      { terminal },
    );
    if (!changed) {
      this.log.info(
        { eventId: event.id, subscription: subscription.id },
        'older subscription event arrived late; kept newer state',
      );
      return { outcome: 'stale' };
    }
    return { outcome: 'applied', userId, notice: membershipNotice(existing, subscription.status, periodEndOf(subscription)) };
  }
}

/**
 * A payment that just failed (the subscription turned past due or unpaid), or a renewal (still active, with the
 * paid period moved on): the two membership moments a member hears about.
 */
function membershipNotice(
  before: { status: string; currentPeriodEnd: Date | null } | null,
  status: string,
  periodEnd: Date | null,
): Applied['notice'] {
  if (FAILED_PAYMENT_STATUSES.has(status) && !FAILED_PAYMENT_STATUSES.has(before?.status ?? ''))
    return { kind: 'membership_payment_failed', title: 'Your membership payment failed: update your card to keep ordering' };
  if (status === 'active' && before?.currentPeriodEnd && periodEnd && periodEnd > before.currentPeriodEnd)
    return { kind: 'membership_renewed', title: 'Your membership renewed' };
  return undefined;
}

function subscriptionIdOf(event: EventEnvelope): string | null {
  const object = event.data.object as { object?: string; id?: unknown; subscription?: unknown } | null;
  if (!object) return null;
  if (object.object === 'subscription' && typeof object.id === 'string') return object.id;
  return typeof object.subscription === 'string' ? object.subscription : null;
}
