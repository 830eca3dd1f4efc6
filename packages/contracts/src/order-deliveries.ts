import { z } from 'zod';
import { text } from './common';

/** Deliveries of an order (issue 15): the seller's message and files; the buyer accepts or asks for a revision. */
export const DELIVERY_MESSAGE_MAX = 5000;
export const DELIVERY_MAX_FILES = 5;
export const DELIVERY_MAX_FILE_BYTES = 20 * 1024 * 1024;
/**
 * Revisions an order without a package (a price-option order) includes: one, so a buyer can always ask for a fix
 * once, but cannot keep the money held forever by asking again and again (ADR 027).
 */
export const DEFAULT_REVISIONS_INCLUDED = 1;
/** What the file picker offers (the server decides by the bytes, not by this list). */
export const DELIVERY_FILE_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.gif,.avif,.pdf,.zip,.txt,.md,.markdown,.csv,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';
export const DELIVERY_FILE_KINDS = 'images, PDF, ZIP, plain text or Markdown, and office documents';

/** A delivery is never empty (ADR 037): a message, at least one file, or both. */
export const EMPTY_DELIVERY = 'Write a message or attach at least one file: an empty delivery is not possible';
export const deliveryInputSchema = z.object({
  message: text().trim().max(DELIVERY_MESSAGE_MAX, `The message must be at most ${DELIVERY_MESSAGE_MAX} characters`).default(''),
});
export type DeliveryInput = z.input<typeof deliveryInputSchema>;

export const revisionInputSchema = z.object({
  message: text()
    .trim()
    .min(10, 'Say what should change in at least 10 characters')
    .max(DELIVERY_MESSAGE_MAX, `The message must be at most ${DELIVERY_MESSAGE_MAX} characters`),
});
export type RevisionInput = z.input<typeof revisionInputSchema>;

export const deliveryFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where the two parties download it (anyone else gets 404). */
  url: z.string(),
});
export type DeliveryFile = z.infer<typeof deliveryFileSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  message: z.string(),
  files: z.array(deliveryFileSchema),
  createdAt: z.string(),
  /** The buyer's revision request answering this delivery, if they asked for one. */
  revision: z.object({ message: z.string(), requestedAt: z.string() }).nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const orderDeliveriesSchema = z.object({
  /** Oldest first. */
  deliveries: z.array(deliverySchema),
  revisions: z.object({ included: z.number().int(), used: z.number().int(), left: z.number().int() }),
});
export type OrderDeliveries = z.infer<typeof orderDeliveriesSchema>;

export const NO_REVISIONS_LEFT = 'No revisions are left on this order: accept the delivery, or message the seller';
