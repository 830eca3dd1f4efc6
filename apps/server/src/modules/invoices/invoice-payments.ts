import crypto from 'node:crypto';
import {
  CARD_DECLINED_MESSAGE,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
  type testPaymentInputSchema,
} from '@proclub/contracts/membership';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { callStripe } from '../../lib/stripe';
import { amountDue } from './invoice-money';
import { invoiceNumberText } from './invoice-pdf';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';
import type { InvoicesService } from './invoices.service';
import { SubscriptionsRepository } from './subscriptions.repository';
import type { SavedCardCharger } from './subscriptions.service';

type TestPayment = z.output<typeof testPaymentInputSchema>;
const SIGNATURE_TOLERANCE_SECONDS = 300;
/** The platform's fee on an agency's card payment (ADR 055): a percent of it, in whole minor units, like orders'. */
export const invoicePlatformFee = (amountCents: number, feePercent: number) =>
  Math.min(amountCents, Math.max(0, Math.round((amountCents * feePercent) / 100)));
const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

const owed = (row: InvoiceRow) =>
  amountDue({ status: row.status, total: row.totalCents, paid: row.paidCents, credited: row.creditedCents });

const envelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const intentSchema = z.object({
  id: z.string(),
  amount_received: z.number().int().optional(),
  amount: z.number().int().optional(),
  payment_method: z.string().nullable().optional(),
  customer: z.string().nullable().optional(),
  /** Stripe's record of the platform's fee on a destination charge (ADR 055). */
  application_fee_amount: z.number().int().nonnegative().nullable().optional(),
  metadata: z.object({ invoiceId: z.string().uuid(), platformFee: z.string() }).partial().optional(),
});
const sessionSchema = z.object({
  payment_status: z.string().optional(),
  payment_intent: z.string().nullable().optional(),
  amount_total: z.number().int().nullable().optional(),
  metadata: z.object({ invoiceId: z.string().uuid(), platformFee: z.string() }).partial().nullable().optional(),
});

/** The fee a payment carried: Stripe's own field on the intent, else the one we put in the metadata with it. */
const feeOf = (fields: { application_fee_amount?: number | null; metadata?: { platformFee?: string } | null }) => {
  if (typeof fields.application_fee_amount === 'number') return fields.application_fee_amount;
  const fee = Number(fields.metadata?.platformFee ?? 0);
  return Number.isInteger(fee) && fee >= 0 ? fee : 0;
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The card events of invoices (ADR 048), Stripe's and the test checkout's alike: verified on the raw body, recorded
 * by event id in the same transaction as their effect (a replay is `duplicate`), and a payment is applied once per
 * payment intent (Stripe sends both `checkout.session.completed` and `payment_intent.succeeded` for one payment).
 */
export class InvoiceWebhookService {
  constructor(
    private readonly repository: InvoicesRepository,
    private readonly invoices: InvoicesService,
    private readonly secret: () => Promise<string | null>,
    private readonly log: FastifyBaseLogger,
    private readonly onDeclined: (invoiceId: string) => Promise<void>,
  ) {}

  async receive(payload: Buffer | string, signature: string | undefined): Promise<{ outcome: WebhookOutcome }> {
    const event = await this.verify(payload, signature);
    let declined: string | null = null;
    const outcome = await this.repository.transaction(async (repository): Promise<WebhookOutcome> => {
      if (!(await repository.recordEvent(event.id, event.type))) return 'duplicate';
      const object = event.data.object;
      if (event.type === 'payment_intent.succeeded') {
        const intent = intentSchema.safeParse(object);
        if (!intent.success || !intent.data.metadata?.invoiceId) return 'ignored';
        const { invoiceId } = intent.data.metadata;
        if (intent.data.payment_method)
          await this.saveCard(repository, invoiceId, intent.data.payment_method, intent.data.customer ?? null);
        return this.paid(repository, invoiceId, intent.data.id, intent.data.amount_received ?? 0, feeOf(intent.data));
      }
      if (event.type === 'checkout.session.completed') {
        const session = sessionSchema.safeParse(object);
        const invoiceId = session.success ? session.data.metadata?.invoiceId : undefined;
        if (!session.success || !invoiceId || session.data.payment_status !== 'paid' || !session.data.payment_intent)
          return 'ignored';
        return this.paid(repository, invoiceId, session.data.payment_intent, session.data.amount_total ?? 0, feeOf(session.data));
      }
      if (event.type === 'payment_intent.payment_failed') {
        const intent = intentSchema.safeParse(object);
        const invoiceId = intent.success ? intent.data.metadata?.invoiceId : undefined;
        if (!intent.success || !invoiceId) return 'ignored';
        const row = await repository.lock(invoiceId);
        if (!row || (row.status !== 'open' && row.status !== 'overdue')) return 'ignored';
        await this.invoices.applyEvent(
          repository,
          invoiceId,
          { kind: 'fail' },
          {
            kind: 'failed_payment',
            amount: intent.data.amount ?? 0,
            provider: 'card',
            ref: intent.data.id,
          },
        );
        declined = invoiceId;
        return 'applied';
      }
      return 'ignored';
    });
    if (declined)
      await this.onDeclined(declined).catch((error) => this.log.error({ err: error }, 'invoice decline notice failed'));
    return { outcome };
  }

  /** A subscription's invoice paid by card: that card is the one later periods are charged to. */
  private async saveCard(repository: InvoicesRepository, invoiceId: string, paymentMethod: string, customer: string | null) {
    const row = await repository.lock(invoiceId);
    if (!row?.subscriptionId) return;
    const last4 = /^test_(\d{4})$/.exec(paymentMethod)?.[1] ?? null;
    await new SubscriptionsRepository(repository.handle).saveCard(row.subscriptionId, {
      savedCard: paymentMethod,
      cardLast4: last4,
      stripeCustomer: customer,
    });
  }

  private async paid(
    repository: InvoicesRepository,
    invoiceId: string,
    intentId: string,
    amount: number,
    fee: number,
  ): Promise<WebhookOutcome> {
    if (await repository.hasPayment(intentId)) return 'duplicate';
    const row = await repository.lock(invoiceId);
    if (!row) return 'ignored';
    const due = owed(row);
    if (amount <= 0 || amount > due || (row.status !== 'open' && row.status !== 'overdue')) {
      // Money arrived that the invoice no longer owes (paid twice across providers, voided meanwhile): the admin
      // refunds it from the provider's dashboard; nothing here pretends it was applied.
      this.log.error(
        { invoiceId, intentId, amount, due, status: row.status },
        'invoice payment not applicable: refund it at the provider',
      );
      return 'ignored';
    }
    await this.invoices.applyEvent(
      repository,
      invoiceId,
      { kind: 'pay', ref: intentId, amount, fee: Math.min(fee, amount) },
      {
        kind: 'payment',
        amount,
        provider: 'card',
        ref: intentId,
      },
    );
    return 'applied';
  }

  private async verify(payload: Buffer | string, signature: string | undefined) {
    const secret = await this.secret();
    if (!signature || !secret) {
      this.log.warn('refused invoice payment webhook: no signature or no secret configured');
      throw new AppError('invalid_signature', 400, 'Missing webhook signature');
    }
    let raw: unknown;
    try {
      raw = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'refused invoice payment webhook: signature check failed');
      throw new AppError('invalid_signature', 400, 'Invalid webhook signature');
    }
    const parsed = envelopeSchema.safeParse(raw);
    if (!parsed.success) throw new AppError('invalid_event', 400, 'The payload is not an event');
    return parsed.data;
  }
}

/**
 * The test card form of the public pay page (no STRIPE_SECRET_KEY, TEST_CHECKOUT allowed): 4242… pays, 4000 0000
 * 0000 0002 is declined. It emits the signed events Stripe would into the same handler; nothing here writes money.
 * A Pay already under way (a double click, a second tab) is refused by the claim on the invoice row.
 */
/**
 * Like Stripe's 4000 0000 0000 0341: this payment goes through and the card is saved, but every later off-session
 * charge of it is declined (a subscription's declined renewal, for tests and demos).
 */
export const TEST_CARD_SAVED_THEN_DECLINED = '4000000000000341';

export class InvoiceTestCheckout {
  constructor(
    private readonly repository: InvoicesRepository,
    private readonly webhooks: InvoiceWebhookService,
    private readonly secret: () => Promise<string>,
  ) {}

  async pay(row: InvoiceRow, card: TestPayment): Promise<void> {
    if (row.status === 'paid') throw new AppError('already_paid', 409, 'This invoice has already been paid');
    if (row.status !== 'open' && row.status !== 'overdue')
      throw new AppError('invalid_transition', 409, 'This invoice cannot be paid');
    const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
    if (new Date(Date.UTC(2000 + year, month, 1)) <= new Date()) throw badRequest('expiry', 'Your card has expired');
    if (
      card.cardNumber !== TEST_CARD_SUCCESS &&
      card.cardNumber !== TEST_CARD_DECLINED &&
      card.cardNumber !== TEST_CARD_SAVED_THEN_DECLINED
    )
      throw badRequest('cardNumber', 'Use the test card 4242 4242 4242 4242 (4000 0000 0000 0002 is always declined)');
    if (!(await this.repository.claimPaying(row.id)))
      throw new AppError('already_paid', 409, 'This invoice is being paid already');
    try {
      const amount = owed(row);
      const intent = {
        id: randomId('pi_test'),
        object: 'payment_intent',
        amount,
        currency: row.currency.toLowerCase(),
        payment_method: `test_${card.cardNumber.slice(-4)}`,
        metadata: { invoiceId: row.id },
      };
      if (card.cardNumber === TEST_CARD_DECLINED) {
        await this.emit('payment_intent.payment_failed', { ...intent, amount_received: 0, status: 'requires_payment_method' });
        throw new AppError('card_declined', 402, CARD_DECLINED_MESSAGE);
      }
      await this.emit('payment_intent.succeeded', { ...intent, amount_received: amount, status: 'succeeded' });
    } finally {
      await this.repository.releasePaying(row.id);
    }
  }

  /** Charges a saved test card off-session (a subscription's period): test_4242 pays, any other is declined. */
  readonly saved: SavedCardCharger = {
    charge: async (invoiceId, savedCard) => {
      const row = await this.repository.lock(invoiceId);
      if (!row) return 'declined';
      const amount = owed(row);
      const intent = {
        id: randomId('pi_test'),
        object: 'payment_intent',
        amount,
        currency: row.currency.toLowerCase(),
        metadata: { invoiceId },
      };
      if (savedCard !== 'test_4242') {
        await this.emit('payment_intent.payment_failed', { ...intent, amount_received: 0, status: 'requires_payment_method' });
        return 'declined';
      }
      await this.emit('payment_intent.succeeded', { ...intent, amount_received: amount, status: 'succeeded' });
      return 'paid';
    },
  };

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

/**
 * Stripe Checkout in payment mode for what the invoice owes, and off-session charges of a saved card; the webhook
 * records the payment. When the agency's workspace has a Stripe Connect account that can be paid (the one its
 * marketplace payouts use), each charge is a destination charge made on its behalf: the money lands on the agency's
 * account (Stripe's fees too, `on_behalf_of`), and a refund takes it back from there (`reverse_transfer`).
 */
export class StripeInvoiceGateway {
  constructor(
    private readonly stripe: Stripe,
    private readonly log: FastifyBaseLogger,
    private readonly repositoryLock: (invoiceId: string) => Promise<InvoiceRow | null>,
    /** The workspace's connected account (acct_…), or null: the platform keeps the money (ADR 048 before Connect). */
    private readonly destination: (workspaceId: string) => Promise<string | null> = async () => null,
    /** INVOICE_PLATFORM_FEE_PERCENT: the platform's fee on a destination charge (ADR 055). */
    private readonly feePercent = 0,
  ) {}

  /**
   * A destination charge to the agency's account, with the platform's fee when one is set (ADR 055); the fee also
   * rides in the metadata, so whichever event announces the payment (the session's or the intent's) records it.
   */
  private async connect(workspaceId: string, amount: number) {
    const destination = await this.destination(workspaceId);
    if (!destination) return { connect: {}, fee: 0 };
    const fee = invoicePlatformFee(amount, this.feePercent);
    return {
      connect: {
        transfer_data: { destination },
        on_behalf_of: destination,
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
      },
      fee,
    };
  }

  async startCheckout(row: InvoiceRow, businessName: string, urls: { success: string; cancel: string }): Promise<string> {
    const amount = owed(row);
    const { connect, fee } = await this.connect(row.workspaceId, amount);
    const metadata = { invoiceId: row.id, ...(fee > 0 ? { platformFee: String(fee) } : {}) };
    const session = await callStripe(this.log, 'checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: row.clientEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: row.currency.toLowerCase(),
                unit_amount: amount,
                product_data: { name: `${businessName} — invoice ${invoiceNumberText(row.number)}` },
              },
            },
          ],
          // A subscription's invoice keeps the card for the next periods' off-session charges.
          payment_intent_data: {
            metadata,
            ...connect,
            ...(row.subscriptionId ? { setup_future_usage: 'off_session' as const } : {}),
          },
          ...(row.subscriptionId ? { customer_creation: 'always' as const } : {}),
          metadata,
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        // One session per invoice and amount owed: a double click answers the same page.
        { idempotencyKey: `invoice-checkout-${row.id}-${amount}` },
      ),
    );
    if (!session.url) throw new AppError('payment_provider_error', 502, 'The payment provider returned no checkout page.');
    return session.url;
  }

  /** Off-session charge of a saved card; the webhook records the payment (or the decline). */
  readonly saved: SavedCardCharger = {
    charge: async (invoiceId, savedCard, customer) => {
      const row = await this.repositoryLock(invoiceId);
      if (!row || !customer) return 'declined';
      const amount = owed(row);
      const { connect, fee } = await this.connect(row.workspaceId, amount);
      try {
        await this.stripe.paymentIntents.create(
          {
            ...connect,
            amount,
            currency: row.currency.toLowerCase(),
            customer,
            payment_method: savedCard,
            off_session: true,
            confirm: true,
            metadata: { invoiceId, ...(fee > 0 ? { platformFee: String(fee) } : {}) },
          },
          { idempotencyKey: `invoice-charge-${invoiceId}-${row.chargeAttempts}` },
        );
        return 'pending';
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeCardError') return 'declined';
        throw error;
      }
    },
  };

  /**
   * `fromAgency`: the payment was a destination charge, so the refund takes the money back from the agency's account;
   * `withFee`: it carried the platform's fee, which goes back to the agency in proportion (ADR 055).
   */
  async refund(
    paymentIntentId: string,
    amount: number,
    idempotencyKey: string,
    fromAgency = false,
    withFee = false,
  ): Promise<void> {
    await callStripe(this.log, 'refunds.create', () =>
      this.stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount,
          ...(fromAgency ? { reverse_transfer: true } : {}),
          ...(fromAgency && withFee ? { refund_application_fee: true } : {}),
        },
        { idempotencyKey },
      ),
    );
  }

  /** Whether the workspace's card payments go to its connected account now. */
  async paysAgency(workspaceId: string): Promise<boolean> {
    return (await this.destination(workspaceId)) !== null;
  }
}
