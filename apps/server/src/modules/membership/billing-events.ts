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
