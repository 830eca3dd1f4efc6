import { z } from 'zod';
import { text } from './common';
import { PACKAGE_TIERS, pricingTypeSchema, serviceExtraSchema } from './services';

export const ORDER_STATUSES = [
  'requested',
  'accepted',
  'in_progress',
  'delivered',
  'completed',
  'declined',
  'cancelled',
  // Issue 15 disputes (ADR 028): an accepted order either side contested; only an admin moves it on.
  'disputed',
] as const;
/** Statuses an order ends in; every other status is an open order (it still needs its service). */
export const CLOSED_ORDER_STATUSES = [
  'completed',
  'declined',
  'cancelled',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
export const SERVICE_HAS_OPEN_ORDERS = 'This service has open orders: finish or cancel them before deleting it';

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
  disputed: 'Disputed',
};

export type OrderActor = 'buyer' | 'seller';

// Who may move an order where lives in one table: ORDER_MACHINE in ./order-machine (issue 37, ADR 037); its actions:
export const ORDER_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'start',
  'deliver',
  'request_revision',
  'complete',
  'auto_complete',
  'request_cancellation',
  'agree_cancellation',
  'decline_cancellation',
  'withdraw_cancellation',
  'cancel_late',
  'open_dispute',
  'resolve_dispute',
  'request_extension',
  'accept_extension',
  'decline_extension',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const orderActionSchema = z.enum(ORDER_ACTIONS, { message: `action must be one of ${ORDER_ACTIONS.join(', ')}` });

/** 'from' = the service's Price From, 'to' = its Price To. */
export const PRICE_OPTIONS = ['from', 'to'] as const;
export const priceOptionSchema = z.enum(PRICE_OPTIONS, { message: 'Choose a pricing option' });
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const ORDER_REQUIREMENTS_MAX = 5000;

/**
 * The browser sends what it wants, never a price: the server prices the chosen package and extras (a service
 * with packages) or the chosen price option (one without).
 */
export const orderInputSchema = z.object({
  serviceId: text().trim().min(1, 'serviceId is required').max(64),
  priceOption: priceOptionSchema.optional(),
  packageTier: z.enum(PACKAGE_TIERS, { message: 'Choose a package' }).optional(),
  extraIds: z.array(text().max(40)).max(5, 'At most 5 extras').default([]),
  requirements: text()
    .trim()
    .min(10, 'Describe what you need in at least 10 characters')
    .max(ORDER_REQUIREMENTS_MAX, `Requirements must be at most ${ORDER_REQUIREMENTS_MAX} characters`),
});
export type OrderInput = z.input<typeof orderInputSchema>;

/** Where the buyer's money is (ADR 023): held by the platform until the buyer accepts, then released or refunded. */
export const ORDER_PAYMENT_STATUSES = ['unpaid', 'held', 'released', 'refunded', 'partially_refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const LEDGER_MOVEMENTS = ['charge', 'hold', 'release', 'fee', 'refund', 'payout'] as const;
export type LedgerMovement = (typeof LEDGER_MOVEMENTS)[number];
/** buyer_card: money outside (the card); platform_cash: charged to the platform; escrow: held for an order. */
/** `seller_paid_out`: money transferred to the seller's connected account (ADR 031), outside the platform. */
export const LEDGER_ACCOUNTS = ['buyer_card', 'platform_cash', 'escrow', 'seller', 'platform_fee', 'seller_paid_out'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const orderSchema = z.object({
  id: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  /** Null when a package was ordered. */
  priceOption: priceOptionSchema.nullable(),
  /** The package bought (snapshot), null for a price-option order. */
  package: z.object({ tier: z.enum(PACKAGE_TIERS), deliveryDays: z.number().int(), revisions: z.number().int() }).nullable(),
  extras: z.array(serviceExtraSchema),
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
  /** Statuses the viewer may move this order to with a plain status move (the cards' buttons). */
  nextStatuses: z.array(orderStatusSchema),
  /** Every action of the order state machine (ADR 037) the viewer may take now. */
  actions: z.array(orderActionSchema),
  /** accepted + delivery days (+ extras, + accepted extensions); null before acceptance or without delivery days. */
  dueAt: z.string().nullable(),
  /** Past its due date and not delivered: the buyer may cancel it for a full refund. */
  late: z.boolean(),
  /** A cancellation one party asked for, waiting for the other's answer. */
  cancellationRequest: z.object({ by: z.enum(['buyer', 'seller']), reason: z.string(), requestedAt: z.string() }).nullable(),
  /** The seller's extension request, waiting for the buyer's answer. */
  extensionRequest: z.object({ days: z.number().int(), reason: z.string(), requestedAt: z.string() }).nullable(),
  payment: z.object({
    status: z.enum(ORDER_PAYMENT_STATUSES),
    /** What the buyer paid, in cents (null on orders from before payments). */
    amountCents: z.number().int().nullable(),
    /** The platform's fee, in cents; the seller's share is amount − fee. */
    feeCents: z.number().int().nullable(),
  }),
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

/**
 * Placing an order starts a checkout: the server computes the amount from the service (never from the browser).
 * With the test provider the browser pays on our own form (POST …/pay); with Stripe it goes to `url`.
 */
export const orderCheckoutSchema = z.object({
  id: z.string(),
  provider: z.enum(ORDER_PAYMENT_PROVIDERS),
  url: z.string().nullable(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
});
export type OrderCheckout = z.infer<typeof orderCheckoutSchema>;

/** A seller's money from orders: pending (held until the buyer accepts) and available (released to them). */
export const earningsSchema = z.object({
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  /** Transferred to the seller's Stripe connected account (ADR 031); 0 in test mode, where payouts are simulated. */
  paidOutCents: z.number().int(),
  /** Orders whose money is held, and the days after delivery it is released without a response. */
  heldOrders: z.number().int(),
  autoReleaseDays: z.number().int(),
  feePercent: z.number(),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const EARNINGS_UPDATED_EVENT = 'earnings.updated';

/**
 * The seller's payout account (ADR 031). mode: `stripe` (Connect onboarding), `test` (payouts simulated in the
 * ledger only) or `off` (no payment provider). state: not_set_up → pending (onboarding or verification
 * unfinished) → enabled (Stripe pays out).
 */
export const PAYOUT_MODES = ['stripe', 'test', 'off'] as const;
export const PAYOUT_STATES = ['not_set_up', 'pending', 'enabled'] as const;
export const payoutAccountSchema = z.object({
  mode: z.enum(PAYOUT_MODES),
  state: z.enum(PAYOUT_STATES),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutOnboardingSchema = z.object({ url: z.string() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

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

/**
 * Disputes (issue 15, ADR 028): after the seller accepted, either side may contest an open order. The order becomes
 * disputed, its money stays held (no auto-release), and an admin resolves it: release to the seller, a full refund,
 * or a partial refund of some dollars (the rest released less the fee on it).
 */
export const DISPUTABLE_ORDER_STATUSES = ['accepted', 'in_progress', 'delivered'] as const satisfies readonly OrderStatus[];
export const DISPUTE_REASON_MAX = 2000;
export const disputeInputSchema = z.object({
  reason: text()
    .trim()
    .min(10, 'Describe the problem in at least 10 characters')
    .max(DISPUTE_REASON_MAX, `The reason must be at most ${DISPUTE_REASON_MAX} characters`),
});
export type DisputeInput = z.infer<typeof disputeInputSchema>;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'partial'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const disputeOutcomeLabels: Record<DisputeOutcome, string> = {
  release: 'Released to the seller',
  refund: 'Refunded in full',
  partial: 'Partially refunded',
};
export const DISPUTE_STATUSES = ['open', 'resolved'] as const;

export const orderDisputeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  openedBy: z.enum(['buyer', 'seller']),
  reason: z.string(),
  createdAt: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** What went back to the buyer, in cents (null while open). */
  refundCents: z.number().int().nullable(),
  note: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The other side's deadline to answer in the thread: opened + DISPUTE_RESPONSE_DAYS (issue 37). */
  respondBy: z.string(),
  /** When respond-by passed without the other side's answer and the dispute went to the admins as overdue (ADR 044). */
  escalatedAt: z.string().nullable(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

/**
 * A dispute is a conversation (issue 37): the buyer, the seller and later the admin write in one thread while it is
 * open; the side that did not open it has DISPUTE_RESPONSE_DAYS to answer; everyone else in it is notified.
 */
export const DISPUTE_RESPONSE_DAYS = 3;
export const DISPUTE_MESSAGE_MAX = 5000;
export const DISPUTE_AUTHORS = ['buyer', 'seller', 'admin'] as const;
export type DisputeAuthor = (typeof DISPUTE_AUTHORS)[number];
export const disputeMessageInputSchema = z.object({
  message: text()
    .trim()
    .min(1, 'Write a message')
    .max(DISPUTE_MESSAGE_MAX, `The message must be at most ${DISPUTE_MESSAGE_MAX} characters`),
});
export type DisputeMessageInput = z.infer<typeof disputeMessageInputSchema>;
/** Evidence attached to a message: up to 5 files checked like delivered work (same kinds and 20 MB each). */
export const disputeFileSchema = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() });
export type DisputeFile = z.infer<typeof disputeFileSchema>;
export const disputeMessageSchema = z.object({
  id: z.string(),
  author: z.enum(DISPUTE_AUTHORS),
  authorName: z.string().nullable(),
  message: z.string(),
  files: z.array(disputeFileSchema),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;
/** GET …/dispute/messages: the thread, oldest first (the opening reason is the dispute's `reason`). */
export const disputeThreadSchema = z.object({ dispute: orderDisputeSchema, messages: z.array(disputeMessageSchema) });
export type DisputeThread = z.infer<typeof disputeThreadSchema>;
/** GET /api/orders/{id}/dispute: the order's latest dispute, or null. */
export const orderDisputeResultSchema = z.object({ dispute: orderDisputeSchema.nullable() });

/** The admin console's dispute queue. */
export const adminDisputeSchema = orderDisputeSchema.extend({
  serviceTitle: z.string(),
  orderStatus: orderStatusSchema,
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  buyer: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
  seller: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() }),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const disputesQuerySchema = z.object({
  status: z.enum(DISPUTE_STATUSES, { message: 'status must be open or resolved' }).default('open'),
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const disputePageSchema = z.object({ items: z.array(adminDisputeSchema), nextCursor: z.string().nullable() });
export type DisputePage = z.infer<typeof disputePageSchema>;

export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { message: 'Choose release, refund or partial' }),
    /** Dollars back to the buyer, for a partial refund only (more than 0, less than what was paid). */
    refundAmount: z.number().positive('The refund must be more than $0').multipleOf(0.01, 'Use whole cents').optional(),
    note: text().trim().min(3, 'Note must be at least 3 characters').max(1000, 'Note must be at most 1000 characters'),
  })
  .refine((input) => input.outcome !== 'partial' || input.refundAmount !== undefined, {
    message: 'Enter the amount to refund',
    path: ['refundAmount'],
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

/** A calendar month as YYYY-MM (2000-01 … 2999-12); a seller's earnings statement covers one. */
export const statementMonthSchema = z
  .string({ message: 'month is required (YYYY-MM)' })
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'month must be a month as YYYY-MM, e.g. 2026-10');
export const statementQuerySchema = z.object({ month: statementMonthSchema });

/**
 * A seller's monthly earnings statement, from the order ledger (amounts in cents): the orders settled in the month
 * (sales = what buyers paid for them), the platform's fees and the refunds out of them, what was released to the
 * seller (net), and what was paid out to their bank account in the month.
 */
export const earningsStatementSchema = z.object({
  month: z.string(),
  sellerName: z.string(),
  ordersSettled: z.number().int(),
  salesCents: z.number().int(),
  feesCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  payoutsCents: z.number().int(),
  orders: z.array(
    z.object({
      orderId: z.string(),
      serviceTitle: z.string(),
      settledAt: z.string(),
      salesCents: z.number().int(),
      feesCents: z.number().int(),
      refundsCents: z.number().int(),
      netCents: z.number().int(),
      payoutsCents: z.number().int(),
    }),
  ),
});
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;
