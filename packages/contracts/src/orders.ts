import { z } from 'zod';
import { text } from './common';
import { pricingTypeSchema } from './services';

export const ORDER_STATUSES = [
  'requested',
  'accepted',
  'in_progress',
  'delivered',
  'completed',
  'declined',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}` });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderStatusLabels: Record<OrderStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export type OrderActor = 'buyer' | 'seller';

/**
 * Every allowed move: requested → accepted → in_progress → delivered → completed, or declined (seller, while
 * requested) / cancelled (buyer while requested; either side while accepted or in progress). Nothing else.
 */
export const ORDER_TRANSITIONS: readonly { from: OrderStatus; to: OrderStatus; by: readonly OrderActor[] }[] = [
  { from: 'requested', to: 'accepted', by: ['seller'] },
  { from: 'requested', to: 'declined', by: ['seller'] },
  { from: 'requested', to: 'cancelled', by: ['buyer'] },
  { from: 'accepted', to: 'in_progress', by: ['seller'] },
  { from: 'accepted', to: 'cancelled', by: ['buyer', 'seller'] },
  { from: 'in_progress', to: 'delivered', by: ['seller'] },
  { from: 'in_progress', to: 'cancelled', by: ['buyer', 'seller'] },
  { from: 'delivered', to: 'completed', by: ['buyer'] },
];

export function allowedTransitions(status: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((move) => move.from === status && move.by.includes(actor)).map((move) => move.to);
}

/** 'from' = the service's Price From, 'to' = its Price To. */
export const PRICE_OPTIONS = ['from', 'to'] as const;
export const priceOptionSchema = z.enum(PRICE_OPTIONS, { message: 'Choose a pricing option' });
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const ORDER_REQUIREMENTS_MAX = 5000;

/** The browser sends what it wants, never a price: the server snapshots the price of the chosen option. */
export const orderInputSchema = z.object({
  serviceId: text().trim().min(1, 'serviceId is required').max(64),
  priceOption: priceOptionSchema,
  requirements: text()
    .trim()
    .min(10, 'Describe what you need in at least 10 characters')
    .max(ORDER_REQUIREMENTS_MAX, `Requirements must be at most ${ORDER_REQUIREMENTS_MAX} characters`),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderSchema = z.object({
  id: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  priceOption: priceOptionSchema,
  price: z.number(),
  pricingType: pricingTypeSchema,
  requirements: z.string(),
  status: orderStatusSchema,
  projectId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  buyer: z.object({ id: z.string(), fullName: z.string().nullable(), email: z.string() }),
  seller: z.object({ id: z.string(), fullName: z.string().nullable(), companyName: z.string().nullable() }),
  /** Who is looking: decides which actions the UI offers. */
  viewerRole: z.enum(['buyer', 'seller']),
  /** Statuses the viewer may move this order to. */
  nextStatuses: z.array(orderStatusSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z.object({
  role: z.enum(['buyer', 'seller'], { message: 'role must be buyer or seller' }).default('buyer'),
  status: z.union([orderStatusSchema, z.literal('all')]).default('all'),
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  nextCursor: z.string().nullable(),
  /** Orders waiting for this seller's answer (the live badge). */
  awaitingResponse: z.number(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderStatusUpdateSchema = z.object({ status: orderStatusSchema });

export const ORDER_CREATED_EVENT = 'order.created';
export const ORDER_UPDATED_EVENT = 'order.updated';

/** Seller's Analytics Pro: per-day views, orders and revenue of their services, and per-service totals. */
export const salesAnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});
export const salesAnalyticsSchema = z.object({
  days: z.array(z.object({ date: z.string(), views: z.number(), orders: z.number(), revenue: z.number() })),
  totals: z.object({ views: z.number(), orders: z.number(), revenue: z.number(), conversionRate: z.number() }),
  services: z.array(z.object({ id: z.string(), title: z.string(), views: z.number(), orders: z.number(), revenue: z.number() })),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(['sign_in', 'own_service', 'already_reviewed', 'no_completed_order']).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
export const REVIEW_NEEDS_COMPLETED_ORDER = 'Only buyers with a completed order can review this service';
