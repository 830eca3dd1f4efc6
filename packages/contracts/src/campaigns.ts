import { z } from 'zod';
import { CLIENT_STATUSES } from './crm';

// ---------- Email campaigns (issue #21) ----------

/** draft → scheduled → sending ⇄ paused → completed; cancelled from scheduled, sending or paused. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** The campaign is live: the card shows Manage Campaign (pause, resume, cancel). */
export const isManageable = (status: CampaignStatus) => status === 'scheduled' || status === 'sending' || status === 'paused';

/**
 * One recipient's delivery: queued (waiting for the send job), sent (written to the outbox), delivered (accepted by
 * SMTP, or captured in the dev mailbox), bounced (SMTP permanent failure), failed (given up after retries), skipped
 * (suppressed or cancelled before it went out).
 */
export const RECIPIENT_STATUSES = ['queued', 'sent', 'delivered', 'bounced', 'failed', 'skipped'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** Merge fields a subject or body may use as {{name}} or {{name|fallback}}. */
export const MERGE_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'company',
  'seller_name',
  'seller_company',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

const text = (max: number) => z.string().trim().max(max);
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'Enter a full http(s):// address');

/** The body is a list of blocks compiled to responsive HTML with MJML on the server (never hand-written tables). */
/** Total size of a body's blocks (JSON characters): far above any real email, far below a request limit. */
export const BODY_LIMIT = 100_000;

export const campaignBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: text(200).min(1, 'Enter the heading') }),
  z.object({ type: z.literal('text'), text: text(10_000).min(1, 'Enter the text') }),
  z.object({ type: z.literal('button'), text: text(80).min(1, 'Enter the button label'), url: httpUrl }),
  z.object({ type: z.literal('image'), url: httpUrl, alt: text(200).default('') }),
  z.object({ type: z.literal('divider') }),
]);
export type CampaignBlock = z.infer<typeof campaignBlockSchema>;

export const AUDIENCE_KINDS = ['status', 'tag', 'clients', 'all'] as const;
/**
 * Engagement segments, applied on top of the kind: `opened_last`/`clicked_last` name the workspace's latest campaign
 * that started sending; `never_opened` is a client who opened none of the workspace's campaigns.
 */
export const AUDIENCE_ENGAGEMENTS = ['any', 'opened_last', 'clicked_last', 'never_opened'] as const;
export type AudienceEngagement = (typeof AUDIENCE_ENGAGEMENTS)[number];
export const campaignAudienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    statuses: z.array(z.enum(CLIENT_STATUSES)).max(3).default([]),
    tags: z.array(text(40).min(1)).max(50).default([]),
    clientIds: z.array(z.uuid()).max(10_000).default([]),
    engagement: z.enum(AUDIENCE_ENGAGEMENTS).default('any'),
  })
  .superRefine((audience, ctx) => {
    if (audience.kind === 'all') return;
    const field = audience.kind === 'status' ? 'statuses' : audience.kind === 'tag' ? 'tags' : 'clientIds';
    if (audience[field].length === 0) ctx.addIssue({ code: 'custom', path: [field], message: 'Choose at least one' });
  });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignInputSchema = z.object({
  name: text(120).min(1, 'Enter a campaign name'),
  subject: text(200).min(1, 'Enter a subject'),
  preheader: text(200).default(''),
  fromName: text(80).default(''),
  blocks: z
    .array(campaignBlockSchema)
    .min(1, 'Add at least one block')
    .max(60, 'At most 60 blocks')
    .refine(
      (blocks) => JSON.stringify(blocks).length <= BODY_LIMIT,
      `The email body must be under ${BODY_LIMIT / 1000} KB of text`,
    ),
  audience: campaignAudienceSchema,
  budget: z.number().min(0).max(10_000_000).default(0),
  /** Emails written to the outbox per minute while sending. */
  ratePerMinute: z.number().int().min(1).max(10_000).default(120),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const sendCampaignSchema = z.object({
  /** Absent: send now. Otherwise an ISO date-time in the future. */
  sendAt: z.iso.datetime({ offset: true }).optional(),
});

/** Moves a scheduled campaign to another time (until it starts). */
export const rescheduleCampaignSchema = z.object({ sendAt: z.iso.datetime({ offset: true }) });

// ---------- Template library (issue #38) ----------

export const campaignTemplateInputSchema = z.object({
  name: text(120).min(1, 'Enter a template name'),
  subject: text(200).default(''),
  preheader: text(200).default(''),
  blocks: z.array(campaignBlockSchema).min(1, 'Add at least one block').max(60, 'At most 60 blocks'),
});
export type CampaignTemplateInput = z.input<typeof campaignTemplateInputSchema>;
export const campaignTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  preheader: z.string(),
  blocks: z.array(campaignBlockSchema),
  /** A built-in starter: it cannot be overwritten or deleted. */
  starter: z.boolean(),
  updatedAt: z.string(),
});
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;
export const campaignTemplateListSchema = z.object({ items: z.array(campaignTemplateSchema) });
export type CampaignTemplateList = z.infer<typeof campaignTemplateListSchema>;

// ---------- Postal address (CAN-SPAM, issue #38) ----------

const addressPart = (max: number, message: string) => text(max).min(1, message);
export const postalAddressSchema = z.object({
  street: addressPart(200, 'Enter the street address'),
  city: addressPart(100, 'Enter the city'),
  region: text(100).default(''),
  postalCode: addressPart(20, 'Enter the postal code'),
  country: addressPart(100, 'Enter the country'),
});
export type PostalAddressInput = z.input<typeof postalAddressSchema>;
export type PostalAddress = z.output<typeof postalAddressSchema>;
export const postalAddressResponseSchema = z.object({ address: postalAddressSchema.nullable() });
export type PostalAddressResponse = z.infer<typeof postalAddressResponseSchema>;

/** One line, as the footer prints it: "1 Main St, Springfield, IL 62701, United States". */
export function formatPostalAddress(address: PostalAddress): string {
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, cityLine, address.country].filter(Boolean).join(', ');
}

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  recipients: z.number(),
  sent: z.number(),
  delivered: z.number(),
  opened: z.number(),
  clicked: z.number(),
  bounced: z.number(),
  unsubscribed: z.number(),
  budget: z.number(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The workspace member who sent or scheduled it; null for a draft. */
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListSchema = z.object({
  items: z.array(campaignSummarySchema),
  summary: z.object({ totalReach: z.number(), engagementRate: z.number(), totalBudget: z.number() }),
  /** False when no SMTP server is configured: mail is captured in the development mailbox, not sent. */
  delivers: z.boolean(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const campaignDetailSchema = campaignSummarySchema.extend({
  preheader: z.string(),
  fromName: z.string(),
  blocks: z.array(campaignBlockSchema),
  audience: campaignAudienceSchema,
  ratePerMinute: z.number(),
  uniqueOpens: z.number(),
  totalOpens: z.number(),
  totalClicks: z.number(),
  links: z.array(z.object({ url: z.string(), clicks: z.number(), uniqueClicks: z.number() })),
  /** Opens and clicks per hour since the first send. */
  timeline: z.array(z.object({ at: z.string(), opens: z.number(), clicks: z.number() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const audienceCountSchema = z.object({
  included: z.number(),
  excluded: z.object({ noEmail: z.number(), unsubscribed: z.number(), bounced: z.number() }),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const recipientQuerySchema = z.object({
  q: text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const RECIPIENT_PAGE_SIZE = 25;
export const campaignRecipientSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  opens: z.number(),
  clicks: z.number(),
  unsubscribed: z.boolean(),
  sentAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export const campaignRecipientPageSchema = z.object({
  items: z.array(campaignRecipientSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CampaignRecipientPage = z.infer<typeof campaignRecipientPageSchema>;

/** A client's page: the campaigns they received and what they did. */
export const clientCampaignSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  sentAt: z.string().nullable(),
  opens: z.number(),
  clicks: z.number(),
  unsubscribed: z.boolean(),
});
export const clientCampaignListSchema = z.object({ items: z.array(clientCampaignSchema) });
export type ClientCampaign = z.infer<typeof clientCampaignSchema>;

/** Engagement rate = opened / sent as a percent (0 when nothing was sent). */
export function engagementRate(sent: number, opened: number): number {
  return sent > 0 ? (opened / sent) * 100 : 0;
}
