import { z } from 'zod';

/**
 * The few Stripe event shapes we read (API objects carry many more fields; they pass through untouched).
 * The built-in test checkout emits exactly these shapes too, so one handler serves both.
 */
const idOrObject = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .nullable()
  .optional()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const metadata = z
  .record(z.string(), z.string())
  .nullable()
  .optional()
  .transform((value) => value ?? {});

export const eventEnvelopeSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    created: z.number().int().nonnegative(),
    data: z.object({ object: z.unknown() }).loose(),
  })
  .loose();
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const subscriptionObjectSchema = z
  .object({
    id: z.string().min(1).max(255),
    object: z.literal('subscription'),
    customer: idOrObject,
    status: z.string().min(1).max(40),
    cancel_at_period_end: z.boolean().nullable().optional(),
    /** Before API version 2025-03-31 the period lived on the subscription; now on each item. */
    current_period_end: z.number().int().nullable().optional(),
    metadata,
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).loose(),
              current_period_end: z.number().int().nullable().optional(),
            })
            .loose(),
        ),
      })
      .loose(),
  })
  .loose();
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>;

export const checkoutSessionObjectSchema = z
  .object({
    id: z.string().min(1).max(255),
    object: z.literal('checkout.session'),
    mode: z.string().nullable().optional(),
    client_reference_id: z.string().nullable().optional(),
    customer: idOrObject,
    subscription: idOrObject,
    metadata,
  })
  .loose();
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObjectSchema>;

export const SUBSCRIPTION_EVENT_TYPES = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
export const CHECKOUT_COMPLETED_TYPES = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** The end of the paid period: the latest item period (new API versions) or the subscription's own field. */
export function periodEndOf(subscription: SubscriptionObject): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((value): value is number => !!value);
  const seconds = ends.length > 0 ? Math.max(...ends) : subscription.current_period_end;
  return seconds ? new Date(seconds * 1000) : null;
}

/** Events that say an invoice was paid: Stripe sends both for one invoice, so a charge is keyed by invoice id. */
export const INVOICE_PAID_TYPES = new Set(['invoice.paid', 'invoice.payment_succeeded']);
export const CHARGE_SUCCEEDED_TYPE = 'charge.succeeded';
export const PAYMENT_METHOD_ATTACHED_TYPE = 'payment_method.attached';

const cardSchema = z
  .object({ brand: z.string().min(1).max(40), last4: z.string().regex(/^\d{4}$/) })
  .loose()
  .nullable()
  .optional();

const chargeShape = {
  id: z.string().min(1).max(255),
  object: z.literal('charge'),
  customer: idOrObject,
  invoice: idOrObject,
  payment_method_details: z.object({ card: cardSchema }).loose().nullable().optional(),
};
export const chargeObjectSchema = z.object(chargeShape).loose();
export type ChargeObject = z.infer<typeof chargeObjectSchema>;

export const paymentMethodObjectSchema = z
  .object({ id: z.string().min(1).max(255), object: z.literal('payment_method'), customer: idOrObject, card: cardSchema })
  .loose();

const unixSeconds = z.number().int().nonnegative();
const periodSchema = z.object({ start: unixSeconds, end: unixSeconds }).loose();

/**
 * An invoice as Stripe sends it. The subscription sits on the invoice before API version 2025-03-31 and under
 * parent.subscription_details after; a line's price is `price` before and `pricing.price_details.price` after.
 * `charge` is an id in webhooks (an object when expanded, as the test checkout sends it).
 */
export const invoiceObjectSchema = z
  .object({
    id: z.string().min(1).max(255),
    object: z.literal('invoice'),
    customer: idOrObject,
    subscription: idOrObject,
    parent: z
      .object({ subscription_details: z.object({ subscription: idOrObject }).loose().nullable().optional() })
      .loose()
      .nullable()
      .optional(),
    amount_paid: z.number().int().nonnegative(),
    currency: z.string().min(3).max(10),
    billing_reason: z.string().max(60).nullable().optional(),
    created: unixSeconds,
    period_start: unixSeconds.nullable().optional(),
    period_end: unixSeconds.nullable().optional(),
    status_transitions: z.object({ paid_at: unixSeconds.nullable().optional() }).loose().nullable().optional(),
    charge: z
      .union([z.string(), z.object(chargeShape).loose()])
      .nullable()
      .optional(),
    lines: z
      .object({
        data: z.array(
          z
            .object({
              period: periodSchema.nullable().optional(),
              price: z.object({ id: z.string() }).loose().nullable().optional(),
              pricing: z
                .object({ price_details: z.object({ price: z.string() }).loose().nullable().optional() })
                .loose()
                .nullable()
                .optional(),
            })
            .loose(),
        ),
      })
      .loose(),
  })
  .loose();
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>;

export const subscriptionOfInvoice = (invoice: InvoiceObject): string | null =>
  invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;

export const priceIdsOfInvoice = (invoice: InvoiceObject): string[] =>
  invoice.lines.data
    .map((line) => line.price?.id ?? line.pricing?.price_details?.price ?? null)
    .filter((id): id is string => !!id);

/** The period billed: the lines' periods (earliest start, latest end), else the invoice's own. */
export function periodOfInvoice(invoice: InvoiceObject): { start: Date; end: Date } {
  const periods = invoice.lines.data.map((line) => line.period).filter((period) => !!period);
  const start = periods.length ? Math.min(...periods.map((period) => period.start)) : (invoice.period_start ?? invoice.created);
  const end = periods.length ? Math.max(...periods.map((period) => period.end)) : (invoice.period_end ?? invoice.created);
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

/** The card of an expanded charge (the test checkout's invoices; Stripe's only when expanded). */
export function cardOfInvoice(invoice: InvoiceObject): { brand: string; last4: string } | null {
  const charge = invoice.charge;
  if (!charge || typeof charge === 'string') return null;
  const card = charge.payment_method_details?.card;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}
