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

export const AUDIENCE_KINDS = ['status', 'tag', 'clients'] as const;
export const campaignAudienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    statuses: z.array(z.enum(CLIENT_STATUSES)).max(3).default([]),
    tags: z.array(text(40).min(1)).max(50).default([]),
    clientIds: z.array(z.uuid()).max(10_000).default([]),
  })
  .superRefine((audience, ctx) => {
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
