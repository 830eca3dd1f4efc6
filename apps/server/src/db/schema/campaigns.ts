import { CAMPAIGN_STATUSES, type CampaignAudience, type CampaignBlock, RECIPIENT_STATUSES } from '@proclub/contracts/campaigns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, linkedTo, money, newestFirst, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { emailOutbox } from './email-outbox';
import { linkedToUser } from './user-columns';
import { workspaceColumn, workspaceOwned } from './workspace-columns';

export const campaignState = pgEnum('campaign_state', CAMPAIGN_STATUSES);
export const recipientStatus = pgEnum('campaign_recipient_status', RECIPIENT_STATUSES);
export const trackingEventType = pgEnum('campaign_event_type', ['open', 'click', 'unsubscribe', 'bounce', 'delivered']);
export const suppressionReason = pgEnum('suppression_reason', ['unsubscribed', 'bounced']);

/** A workspace's email campaign. Every figure shown for it is counted from its recipient rows, never stored here. */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    ...workspaceOwned(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    preheader: text('preheader').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    blocks: jsonb('blocks').$type<CampaignBlock[]>().notNull(),
    audience: jsonb('audience').$type<CampaignAudience>().notNull(),
    budget: money('budget').notNull().default(0),
    ratePerMinute: integer('rate_per_minute').notNull().default(120),
    status: campaignState('status').notNull().default('draft'),
    /** The MJML-compiled HTML and text with per-recipient placeholders, frozen when sending starts. */
    compiledHtml: text('compiled_html'),
    compiledText: text('compiled_text'),
    scheduledAt: timestamptz('scheduled_at'),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    /** Who sent (or scheduled) it: null before, and once their account is deleted. */
    sentBy: linkedToUser('sent_by'),
    ...timestamps(),
  },
  (table) => [
    index('email_campaigns_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    // Segments "opened/clicked the last campaign": the workspace's latest campaign that started sending.
    index('email_campaigns_workspace_started_idx')
      .on(table.workspaceId, table.startedAt.desc())
      .where(sql`${table.startedAt} is not null`),
  ],
);

/** One row per recipient: the idempotency record of the send (a row leaves `queued` exactly once) and its results. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuidPrimaryKey(),
    campaignId: belongsTo('campaign_id', () => emailCampaigns.id),
    clientId: linkedTo('client_id', () => clients.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    /** 32 random bytes (base64url): the unguessable part of this recipient's tracking and unsubscribe links. */
    token: text('token').notNull(),
    status: recipientStatus('status').notNull().default('queued'),
    outboxId: linkedTo('outbox_id', () => emailOutbox.id),
    error: text('error'),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    firstOpenedAt: timestamptz('first_opened_at'),
    opens: integer('opens').notNull().default(0),
    firstClickedAt: timestamptz('first_clicked_at'),
    clicks: integer('clicks').notNull().default(0),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (table) => [
    uniqueIndex('campaign_recipients_campaign_email_idx').on(table.campaignId, sql`lower(${table.email})`),
    uniqueIndex('campaign_recipients_token_idx').on(table.token),
    index('campaign_recipients_queued_idx').on(table.campaignId, table.id).where(sql`${table.status} = 'queued'`),
    index('campaign_recipients_outbox_idx').on(table.outboxId),
    index('campaign_recipients_client_idx').on(table.clientId),
    // Segment "never opened any campaign": the clients who opened one.
    index('campaign_recipients_client_opened_idx').on(table.clientId).where(sql`${table.firstOpenedAt} is not null`),
  ],
);

/** The URLs of a campaign's links, numbered: a click link names a position, and only these are ever redirected to. */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    campaignId: belongsTo('campaign_id', () => emailCampaigns.id),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.position] })],
);

/** Opens, clicks, unsubscribes, bounces and deliveries over time (the chart and the per-link counts). */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: uuidPrimaryKey(),
    campaignId: belongsTo('campaign_id', () => emailCampaigns.id),
    recipientId: belongsTo('recipient_id', () => campaignRecipients.id),
    type: trackingEventType('type').notNull(),
    linkPosition: integer('link_position'),
    createdAt: createdAt(),
  },
  (table) => [index('campaign_events_campaign_type_idx').on(table.campaignId, table.type, table.createdAt)],
);

/** Per-seller suppression list: addresses every later campaign of that seller leaves out. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    workspaceId: workspaceColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    reason: suppressionReason('reason').notNull(),
    campaignId: linkedTo('campaign_id', () => emailCampaigns.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'email_suppressions_vendor_id_email_pk', columns: [table.workspaceId, table.email] })],
);

/** A workspace's saved email designs (subject, preheader, blocks); `starter` rows are the built-in ones, seeded by the service. */
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    ...workspaceOwned(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    blocks: jsonb('blocks').$type<CampaignBlock[]>().notNull(),
    starter: boolean('starter').notNull().default(false),
    ...timestamps(),
  },
  (table) => [uniqueIndex('campaign_templates_workspace_name_idx').on(table.workspaceId, sql`lower(${table.name})`)],
);

/** The workspace's postal address (CAN-SPAM): required before the first send, printed in every campaign's footer. */
export const campaignPostalAddresses = pgTable('campaign_postal_addresses', {
  workspaceId: workspaceColumn().primaryKey(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  ...timestamps(),
});
