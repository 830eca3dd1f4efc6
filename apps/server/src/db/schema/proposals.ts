import { PROPOSAL_PAYMENT_CHOICES, PROPOSAL_STATUSES } from '@proclub/contracts/proposals';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientAnalyses } from './analysis';
import { belongsTo, linkedTo, money, newestFirst, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { linkedToUser } from './user-columns';
import { workspaceOwned } from './workspace-columns';

export const proposalStatus = pgEnum('proposal_status', PROPOSAL_STATUSES);
export const proposalPaymentChoice = pgEnum('proposal_payment_choice', PROPOSAL_PAYMENT_CHOICES);

/** A priced proposal for one of the workspace's clients; totals are kept in step with its line items. */
export const proposals = pgTable(
  'proposals',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    analysisId: linkedTo('analysis_id', () => clientAnalyses.id),
    title: text('title').notNull(),
    status: proposalStatus('status').notNull().default('draft'),
    website: text('website'),
    totalMonthlyCost: money('total_monthly_cost').notNull().default(0),
    totalSetupCost: money('total_setup_cost').notNull().default(0),
    /** Whole percent over the first year. */
    estimatedRoi: integer('estimated_roi').notNull().default(0),
    /** Made when the proposal is sent: the only key to its public page (where the client accepts). */
    publicToken: text('public_token'),
    sentAt: timestamptz('sent_at'),
    /** Who sent its latest version: null before, and once their account is deleted. */
    sentBy: linkedToUser('sent_by'),
    acceptedAt: timestamptz('accepted_at'),
    /** 1 for the first draft; making a new version of a sent proposal adds one (each sent version is kept). */
    version: integer('version').notNull().default(1),
    /** The first time the client opened any sent version of it in a browser. */
    viewedAt: timestamptz('viewed_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    /** What signing starts (issue 34): invoice later, the setup paid now, or that and the monthly subscription. */
    paymentChoice: proposalPaymentChoice('payment_choice').notNull().default('invoice_later'),
    /** The client declined the sent version, with their reason (a new version clears it). */
    declinedAt: timestamptz('declined_at'),
    declineReason: text('decline_reason'),
    ...timestamps(),
  },
  (table) => [
    index('proposals_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('proposals_client_idx').on(table.clientId),
    uniqueIndex('proposals_public_token_idx').on(table.publicToken),
  ],
);

export const proposalLineItems = pgTable(
  'proposal_line_items',
  {
    id: uuidPrimaryKey(),
    proposalId: belongsTo('proposal_id', () => proposals.id),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    product: text('product').notNull(),
    description: text('description').notNull().default(''),
    setupFee: money('setup_fee').notNull().default(0),
    monthlyPrice: money('monthly_price').notNull().default(0),
    estimatedRoi: integer('estimated_roi').notNull().default(0),
  },
  (table) => [index('proposal_line_items_proposal_idx').on(table.proposalId, table.position)],
);

/**
 * What the client was sent: each send freezes the proposal's title, line items and totals under their own
 * link, so a later version never changes what an earlier link shows (it says the proposal was updated).
 */
export const proposalVersions = pgTable(
  'proposal_versions',
  {
    id: uuidPrimaryKey(),
    proposalId: belongsTo('proposal_id', () => proposals.id),
    version: integer('version').notNull(),
    /** { title, website, items, totalMonthlyCost, totalSetupCost, estimatedRoi } as sent. */
    snapshot: jsonb('snapshot').notNull(),
    publicToken: text('public_token').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    /** Who sent this version (null once their account is deleted). */
    sentBy: linkedToUser('sent_by'),
    viewedAt: timestamptz('viewed_at'),
  },
  (table) => [
    uniqueIndex('proposal_versions_token_idx').on(table.publicToken),
    uniqueIndex('proposal_versions_proposal_version_idx').on(table.proposalId, table.version),
  ],
);

/**
 * An e-signature (issue 33, ADR 051): the typed name and consent of the person who signed one sent version, with
 * the time, IP, user agent and the SHA-256 of the version's canonical content. One per proposal (signing accepts
 * it). What signing started for billing (the setup invoice, the subscription) is kept by id; invoices owns them.
 */
export const proposalSignatures = pgTable(
  'proposal_signatures',
  {
    id: uuidPrimaryKey(),
    proposalId: belongsTo('proposal_id', () => proposals.id),
    versionId: belongsTo('version_id', () => proposalVersions.id),
    version: integer('version').notNull(),
    fullName: text('full_name').notNull(),
    consent: boolean('consent').notNull(),
    documentHash: text('document_hash').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The signer's account when they were signed in (a portal client); null for the public link. */
    signerUserId: linkedToUser('signer_user_id'),
    signedAt: timestamptz('signed_at').notNull().defaultNow(),
    setupInvoiceId: uuid('setup_invoice_id'),
    subscriptionId: uuid('subscription_id'),
  },
  (table) => [uniqueIndex('proposal_signatures_proposal_idx').on(table.proposalId)],
);
