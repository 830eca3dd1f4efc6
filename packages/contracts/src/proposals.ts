import { z } from 'zod';
import { optionalText, text } from './common';

export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'withdrawn'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** A prospect made a CRM client while creating their proposal (prefilled from what the analysis found). */
export const newProspectClientSchema = z.object({
  name: text().trim().min(1, 'Business name is required').max(120, 'Business name must be at most 120 characters'),
  email: text().trim().min(1, 'Email is required').max(254, 'Email is too long').email('Please enter a valid email address'),
  phone: optionalText(40, 'Phone'),
  address: optionalText(300, 'Address'),
  website: optionalText(500, 'Website'),
});
export type NewProspectClient = z.input<typeof newProspectClientSchema>;

/**
 * Create Proposal on the analysis page: chosen recommendations (by product) of a saved analysis, for one of
 * the seller's clients or for a new client made in the same step.
 */
export const createProposalSchema = z
  .object({
    analysisId: z.uuid('Choose a saved analysis'),
    clientId: z.uuid('Please select a client').optional(),
    newClient: newProspectClientSchema.optional(),
    productIds: z
      .array(text().min(1).max(60))
      .min(1, 'Select at least one recommendation')
      .max(20, 'Select at most 20 recommendations'),
    title: text()
      .trim()
      .max(200, 'Title must be at most 200 characters')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.clientId === !value.newClient)
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Please select a client or create a new one' });
  });
export type CreateProposalInput = z.input<typeof createProposalSchema>;

/** What the analysis found about the prospect, to prefill a new client; and an existing client for that site. */
export const prospectSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string(),
  existingClient: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Prospect = z.infer<typeof prospectSchema>;

export const proposalLineItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  product: z.string(),
  description: z.string(),
  setupFee: z.number(),
  monthlyPrice: z.number(),
  estimatedROI: z.number().int(),
});
export type ProposalLineItem = z.infer<typeof proposalLineItemSchema>;

/**
 * What happens when the client signs (issue 34): nothing more (the agency invoices later), the setup is paid right
 * away, or the setup is paid and the monthly subscription starts (the client's card is saved for it).
 */
export const PROPOSAL_PAYMENT_CHOICES = ['invoice_later', 'pay_setup', 'pay_setup_and_subscribe'] as const;
export const proposalPaymentChoiceSchema = z.enum(PROPOSAL_PAYMENT_CHOICES, {
  message: 'Choose invoice later, pay the setup now, or pay the setup now and start the monthly subscription',
});
export type ProposalPaymentChoice = z.infer<typeof proposalPaymentChoiceSchema>;
export const PAYMENT_CHOICE_LABELS: Record<ProposalPaymentChoice, string> = {
  invoice_later: 'Invoice later',
  pay_setup: 'Pay the setup now',
  pay_setup_and_subscribe: 'Pay the setup now and start the monthly subscription',
};

/** The record of a signature (e-signature, issue 33): who, when, from where, and the hash of what they signed. */
export const proposalSignatureSchema = z.object({
  fullName: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** SHA-256 (hex) of the canonical JSON of the signed version's content. */
  documentHash: z.string(),
  version: z.number().int(),
  /** The signer's account, when they were signed in (a portal client). */
  signedInAs: z.boolean(),
});
export type ProposalSignature = z.infer<typeof proposalSignatureSchema>;

export const proposalSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: proposalStatusSchema,
  clientId: z.string(),
  clientName: z.string(),
  totalMonthlyCost: z.number(),
  totalSetupCost: z.number(),
  /** Whole percent over the first year. */
  estimatedROI: z.number().int(),
  analysisId: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The workspace member who sent the latest version ("Sam sent Growth plan v2"); null before it is sent. */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  acceptedAt: z.string().nullable(),
  /** Counts up from 1; a new version of a sent proposal is a draft until it is sent again. */
  version: z.number().int(),
  /** The first time the client opened a sent version in a browser. */
  viewedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** The client's link (absolute) of the version last sent; null until it is sent. */
  publicUrl: z.string().nullable(),
  createdAt: z.string(),
  paymentChoice: proposalPaymentChoiceSchema,
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  signature: proposalSignatureSchema.nullable(),
});
export type ProposalSummary = z.infer<typeof proposalSummarySchema>;

export const proposalSchema = proposalSummarySchema.extend({
  website: z.string().nullable(),
  items: z.array(proposalLineItemSchema),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export const proposalPageSchema = z.object({ items: z.array(proposalSummarySchema), nextCursor: z.string().nullable() });
export type ProposalPage = z.infer<typeof proposalPageSchema>;

/**
 * First-year ROI of several items together: (value − cost) ÷ cost over all of them. Each item's value is
 * recovered from its own ROI and cost, so the total is the cost-weighted mean of the items' ROIs.
 */
export function combinedRoi(items: { setupFee: number; monthlyPrice: number; estimatedROI: number }[]): number {
  let cost = 0;
  let value = 0;
  for (const item of items) {
    const itemCost = item.setupFee + 12 * item.monthlyPrice;
    cost += itemCost;
    value += itemCost * (1 + item.estimatedROI / 100);
  }
  return cost > 0 ? Math.round(((value - cost) / cost) * 100) : 0;
}

// ---------- Edit, send, accept (hub) ----------
const money = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most $1,000,000`)
    .transform((value) => Math.round(value * 100) / 100);

export const proposalLineItemInputSchema = z.object({
  /** The catalogue product the line came from; custom lines leave it out. */
  productId: text().trim().max(60).optional(),
  product: text().trim().min(1, 'Product is required').max(200, 'Product must be at most 200 characters'),
  description: text().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  setupFee: money('Setup fee'),
  monthlyPrice: money('Monthly price'),
  estimatedROI: z
    .number({ message: 'Estimated ROI must be a number' })
    .int('Estimated ROI must be a whole percent')
    .min(-100, 'Estimated ROI must be at least -100%')
    .max(100_000, 'Estimated ROI is too large')
    .default(0),
});
export type ProposalLineItemInput = z.input<typeof proposalLineItemInputSchema>;

/** Edit: title and line items; the server recomputes the totals and the combined ROI. */
export const updateProposalSchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  items: z.array(proposalLineItemInputSchema).min(1, 'Add at least one line item').max(20, 'At most 20 line items'),
  /** Left out: unchanged. */
  paymentChoice: proposalPaymentChoiceSchema.optional(),
});
export type UpdateProposalInput = z.input<typeof updateProposalSchema>;
export type UpdateProposalData = z.output<typeof updateProposalSchema>;

export const sendProposalResultSchema = z.object({ to: z.string(), publicUrl: z.string(), captured: z.boolean() });
export type SendProposalResult = z.infer<typeof sendProposalResultSchema>;

/**
 * The client's view of a sent proposal (by its unguessable link): the version they were sent, as sent.
 * `state` says whether it can still be accepted: open, accepted, updated (a newer version replaced it) or withdrawn.
 */
export const PUBLIC_PROPOSAL_STATES = ['open', 'accepted', 'updated', 'withdrawn', 'declined'] as const;
export const publicProposalSchema = z.object({
  title: z.string(),
  status: proposalStatusSchema,
  state: z.enum(PUBLIC_PROPOSAL_STATES),
  version: z.number().int(),
  clientName: z.string(),
  website: z.string().nullable(),
  items: z.array(proposalLineItemSchema.omit({ id: true, productId: true })),
  totalMonthlyCost: z.number(),
  totalSetupCost: z.number(),
  estimatedROI: z.number().int(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  brand: z.object({
    name: z.string(),
    whiteLabel: z.boolean(),
    logoUrl: z.string().nullable().optional(),
    color: z.string().nullable().optional(),
    supportEmail: z.string().nullable().optional(),
  }),
  /** SHA-256 of this version's content: the signer sends it back, so a signature cannot land on another version. */
  documentHash: z.string(),
  paymentChoice: proposalPaymentChoiceSchema,
  signature: proposalSignatureSchema.omit({ ip: true, userAgent: true }).nullable(),
  declineReason: z.string().nullable(),
  /** After signing with a pay choice: the setup invoice's public pay page (null once paid or when none). */
  payment: z.object({ payPath: z.string(), amountDue: z.number().int(), currency: z.string(), status: z.string() }).nullable(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;

/** Sent on the seller's channel user:{sellerId} when a client accepts. */
export const PROPOSAL_ACCEPTED_EVENT = 'proposal.accepted';
/** Sent on the seller's channel the first time the client opens a sent proposal in a browser (hot lead). */
export const PROPOSAL_VIEWED_EVENT = 'proposal.viewed';

/** POST /api/public/proposals/:token/sign: the e-signature (signing accepts the proposal). */
export const signProposalSchema = z.object({
  fullName: z
    .string({ message: 'Please type your full name to sign' })
    .trim()
    .min(2, 'Please type your full name to sign')
    .max(200, 'Full name must be at most 200 characters'),
  consent: z.literal(true, { message: 'Please agree to the terms to sign' }),
  documentHash: z
    .string({ message: 'The document hash is missing; reload the page' })
    .regex(/^[0-9a-f]{64}$/, 'The document hash is not valid; reload the page'),
});
export type SignProposalInput = z.input<typeof signProposalSchema>;

export const declineProposalSchema = z.object({
  reason: z
    .string({ message: 'Please tell us why you decline' })
    .trim()
    .min(1, 'Please tell us why you decline')
    .max(2000, 'Reason must be at most 2000 characters'),
});
export type DeclineProposalInput = z.input<typeof declineProposalSchema>;

export const PROPOSAL_SIGN_OUTDATED_MESSAGE =
  'This version of the proposal is no longer the current one, so it cannot be signed. Please open the latest version.';
export const PROPOSAL_SIGN_CHANGED_MESSAGE =
  'The proposal you are signing does not match this version. Please reload the page and review it before signing.';
export const PROPOSAL_DECLINED_EVENT = 'proposal.declined';

export const PROPOSAL_LOCKED_MESSAGE = 'This proposal was sent and is locked. Make a new version to change it.';
export const PROPOSAL_UPDATED_NOTICE = 'This proposal was updated. Please use the link in the latest email.';
