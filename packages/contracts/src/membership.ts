import { z } from 'zod';
import { text } from './common';
import type { Role } from './profiles';

/** The spec's business constants: base membership and add-ons, USD per month. */
export const BASE_MONTHLY_PRICE = 29;

export const ADD_ONS = ['advanced_crm', 'priority_support', 'analytics_pro', 'white_label'] as const;
export const addOnSchema = z.enum(ADD_ONS, { message: `Add-on must be one of ${ADD_ONS.join(', ')}` });
export type AddOn = z.infer<typeof addOnSchema>;

export interface AddOnInfo {
  id: AddOn;
  name: string;
  monthlyPrice: number;
  description: string;
}

export const ADD_ON_CATALOGUE: readonly AddOnInfo[] = [
  {
    id: 'advanced_crm',
    name: 'Advanced CRM Tools',
    monthlyPrice: 19,
    description: 'CSV client import and the drag-and-drop project Board.',
  },
  {
    id: 'priority_support',
    name: 'Priority Support',
    monthlyPrice: 15,
    description: 'Your support conversations are flagged and answered first.',
  },
  {
    id: 'analytics_pro',
    name: 'Analytics Pro',
    monthlyPrice: 25,
    description: 'Charts of your services’ views, orders and revenue.',
  },
  {
    id: 'white_label',
    name: 'White Label Access',
    monthlyPrice: 49,
    description: 'Your brand, not ours, on emailed reports and public pages.',
  },
];

export const addOnInfo = (id: AddOn): AddOnInfo => ADD_ON_CATALOGUE.find((item) => item.id === id) as AddOnInfo;
/** An add-on's name as the spec writes it ("Advanced CRM Tools"), for an id typed as a plain string. */
export const addOnName = (id: string): string => ADD_ON_CATALOGUE.find((item) => item.id === id)?.name ?? id;

/**
 * The membership rule (ADR 026), one table for the server and every screen.
 *
 * Free with a seller account (agency, vendor, freelancer), no membership: listing services, the CRM (clients,
 * projects, milestones, threads, campaigns), messages, client website analysis, the hub and its add-on products.
 * Free for everyone signed in: browsing, messages, the profile.
 * The base membership unlocks one thing: ordering services (and so reviewing what you ordered).
 * Each add-on needs the base membership and unlocks one feature, for the roles listed here only.
 */
export const ADD_ON_ROLES: Record<AddOn, readonly Role[]> = {
  advanced_crm: ['agency', 'vendor', 'freelancer'],
  priority_support: ['agency', 'vendor', 'freelancer', 'client'],
  analytics_pro: ['agency', 'vendor', 'freelancer'],
  white_label: ['agency', 'vendor', 'freelancer'],
};

/** May a user of this role buy (and use) this add-on? A user who has not chosen a role yet may buy none. */
export const addOnAllowedFor = (role: Role | null | undefined, addOn: AddOn): boolean =>
  !!role && ADD_ON_ROLES[addOn].includes(role);

/** The add-ons a role may buy, in catalogue order. */
export const addOnsForRole = (role: Role | null | undefined): AddOn[] => ADD_ONS.filter((id) => addOnAllowedFor(role, id));

export const addOnNotForRoleMessage = (id: AddOn) =>
  `${addOnInfo(id).name} is not available for your account type: it adds to features your role does not use.`;

/** What the base membership gives, in the words of the page that sells it: ordering, and what comes with an order. */
export const BASE_FEATURES = [
  'Order services from every seller in the marketplace',
  'Each accepted order opens a project thread with the seller',
  'Review the services you ordered',
] as const;

/** Free with every seller account, shown to sellers so nobody pays for what they already have. */
export const SELLER_FREE_FEATURES = [
  'List unlimited services with portfolio images',
  'CRM for clients, projects, milestones and threads',
  'Messages with clients and your team',
  'Client website analysis, the agency hub and its add-on products',
] as const;

/** Total = 29 + each selected add-on, in USD per month (duplicates counted once). */
export function membershipTotal(addOns: readonly AddOn[]): number {
  return BASE_MONTHLY_PRICE + [...new Set(addOns)].reduce((sum, id) => sum + addOnInfo(id).monthlyPrice, 0);
}

/** A list of add-ons, each at most once, in catalogue order. */
export const addOnListSchema = z
  .array(addOnSchema)
  .max(ADD_ONS.length)
  .default([])
  .transform((items) => ADD_ONS.filter((id) => items.includes(id)));

export const BILLING_PROVIDERS = ['stripe', 'test'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

export const planSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  base: z.object({ priceId: z.string(), name: z.string(), monthlyPrice: z.number(), features: z.array(z.string()) }),
  addOns: z.array(
    z.object({ id: addOnSchema, priceId: z.string(), name: z.string(), monthlyPrice: z.number(), description: z.string() }),
  ),
});
export type Plans = z.infer<typeof planSchema>;

/** check-subscription: without a session the answer is simply "not subscribed". */
export const subscriptionStatusSchema = z.object({ subscribed: z.boolean(), subscriptionEnd: z.string().nullable() });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const addOnFlagsSchema = z.object({
  advancedCrm: z.boolean(),
  prioritySupport: z.boolean(),
  analyticsPro: z.boolean(),
  whiteLabel: z.boolean(),
});
export type AddOnFlags = z.infer<typeof addOnFlagsSchema>;

/** The signed-in user's membership, for Manage Membership and feature gates. */
export const membershipSchema = z.object({
  subscribed: z.boolean(),
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  status: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  addOns: z.array(addOnSchema),
  monthlyTotal: z.number(),
  features: addOnFlagsSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

export const checkoutInputSchema = z.object({
  priceId: text().trim().min(1, 'priceId is required').max(200),
  addOns: addOnListSchema,
  /** Optional: when sent it must be the signed-in user (a checkout is never started for another account). */
  userId: text().max(64).optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutResultSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  provider: z.enum(BILLING_PROVIDERS),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const testCheckoutSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  email: z.string(),
  lineItems: z.array(z.object({ name: z.string(), monthlyPrice: z.number() })),
  monthlyTotal: z.number(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined. Try a different card.';

export const testPaymentInputSchema = z.object({
  cardNumber: text()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(text().regex(/^\d{12,19}$/, 'Enter a valid card number')),
  expiry: text()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY'),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  name: text().trim().min(1, 'Enter the name on the card').max(120, 'Name must be at most 120 characters'),
});
export type TestPaymentInput = z.input<typeof testPaymentInputSchema>;

export const addOnsUpdateSchema = z.object({ addOns: addOnListSchema });
export type AddOnsUpdate = z.input<typeof addOnsUpdateSchema>;

/** Realtime event on `user:{id}` after a verified event changed the user's membership. */
export const MEMBERSHIP_UPDATED_EVENT = 'membership.updated';

export const MEMBERSHIP_REQUIRED_MESSAGE = 'A club membership ($29/month) is required to order. Join the club to continue.';
export const addOnRequiredMessage = (id: AddOn) =>
  `${addOnInfo(id).name} is an add-on: add it to your membership to use this feature.`;

/** One membership charge in the billing centre's payment history (amounts in cents, ISO dates). */
export const membershipChargeSchema = z.object({
  id: z.string(),
  paidAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  description: z.string(),
  addOns: z.array(addOnSchema),
  periodStart: z.string(),
  periodEnd: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The receipt PDF (signed-in owner only). */
  receiptUrl: z.string(),
});
export type MembershipCharge = z.infer<typeof membershipChargeSchema>;

export const membershipChargesPageSchema = z.object({
  items: z.array(membershipChargeSchema),
  nextCursor: z.string().nullable(),
});
export type MembershipChargesPage = z.infer<typeof membershipChargesPageSchema>;

/** The billing centre's header: the next charge (none when the membership ends or there is none) and the card. */
export const billingOverviewSchema = z.object({
  provider: z.enum(BILLING_PROVIDERS),
  nextCharge: z.object({ date: z.string(), amountCents: z.number().int() }).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Update the card: Stripe's billing portal, or the test card-update page; false without a provider customer. */
  canUpdateCard: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const cardUpdateSessionSchema = z.object({ url: z.string() });
export type CardUpdateSession = z.infer<typeof cardUpdateSessionSchema>;

/** The second test card (a Mastercard) to show that an update changes the card on the next charge. */
export const TEST_CARD_MASTERCARD = '5555555555554444';
