import { z } from 'zod';
import { text } from './common';
import { orderCheckoutSchema } from './orders';

/**
 * Custom offers (issue 15, ADR 029): a seller's priced proposal to one buyer inside a conversation. The buyer
 * accepts it by paying a checkout the server prices from the stored offer, never from the browser.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const offerStatusLabels: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** Days a pending offer stays open. */
export const OFFER_EXPIRY_DAYS = 7;

export const offerInputSchema = z.object({
  /** Who the offer is for; may be left out when the seller has exactly one other participant. */
  buyerId: text().trim().max(64).optional(),
  /** One of the seller's services (the way to order a "Contact for pricing" one); optional. */
  serviceId: text()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  title: text().trim().min(1, 'Offer title is required').max(120, 'Offer title must be at most 120 characters'),
  description: text()
    .trim()
    .min(10, 'Describe the scope in at least 10 characters')
    .max(2000, 'Description must be at most 2000 characters'),
  price: z.coerce
    .number({ message: 'Price must be a number' })
    .min(1, 'Price must be at least 1')
    .max(1_000_000, 'Price must be at most 1,000,000')
    .transform((value) => Math.round(value * 100) / 100),
  deliveryDays: z.coerce
    .number({ message: 'Delivery days must be a number' })
    .int('Delivery days must be a whole number')
    .min(1, 'Delivery days must be at least 1')
    .max(365, 'Delivery days must be at most 365'),
});
export type OfferInput = z.input<typeof offerInputSchema>;

const person = z.object({ id: z.string(), name: z.string().nullable() });

export const offerSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seller: person,
  buyer: person,
  service: z.object({ id: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  deliveryDays: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The paid order, once the buyer accepted and paid. */
  orderId: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({ items: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

/** Accepting answers the checkout to pay (the test card step, or Stripe's page by url). */
export const offerAcceptSchema = z.object({ offer: offerSchema, checkout: orderCheckoutSchema });
export type OfferAccept = z.infer<typeof offerAcceptSchema>;

/** Published on conversation:{id} whenever an offer in it is sent or changes. */
export type OfferChannelEvent = { type: 'offer.updated'; offer: Offer };
