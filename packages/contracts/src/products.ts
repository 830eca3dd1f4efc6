import { z } from 'zod';
import { websiteUrlSchema } from './analysis';
import { optionalText, text } from './common';

/**
 * Add-on products (/products/*): rank tracker, competitor analysis, review booster, post scheduler, content
 * drops, citation builder, backlink reports, AI agents, ad templates and Map Boost directory pages. Every
 * record belongs to one seller; most belong to one of the seller's CRM clients.
 */

export const PRODUCTS_ACCESS_DENIED = 'Access denied. Only vendors, agencies, and freelancers can use add-on products.';

// ---------- Shared field rules ----------
const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** One of the seller's CRM clients (checked on the server; another seller's id is refused like an unknown one). */
export const clientIdSchema = z
  .string({ message: 'Client is required' })
  .trim()
  .min(1, { message: 'Client is required', abort: true })
  .max(64, 'Please select one of your clients');
const optionalClientId = z
  .union([text().trim().max(64, 'Please select one of your clients'), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

const httpUrl = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(500, { message: `${label} must be at most 500 characters`, abort: true })
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+/i.test(value) && URL.canParse(value), {
      message: `${label} must be a valid URL (starting with http:// or https://)`,
    });
const optionalHttpUrl = (label: string) =>
  z
    .union([text(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const trimmed = (value ?? '').trim();
      if (trimmed === '') return null;
      const parsed = httpUrl(label).safeParse(trimmed);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? `${label} is not a valid URL` });
        return z.NEVER;
      }
      return parsed.data;
    });

const EARLIEST = Date.UTC(2000, 0, 1);
/** Clock skew allowed between a browser and the server for "not in the future". */
const FUTURE_SKEW_MS = 5 * 60_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment as 'YYYY-MM-DD' (midnight UTC) or a full ISO date-time with a zone; returned as an ISO string.
 * Refuses impossible dates (2030-02-30) and dates before 2000.
 */
export function parseMoment(value: string): Date | null {
  const trimmed = value.trim();
  if (ISO_DAY.test(trimmed)) {
    const day = new Date(`${trimmed}T00:00:00Z`);
    return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== trimmed ? null : day;
  }
  if (!ISO_DATE_TIME.test(trimmed)) return null;
  const moment = new Date(trimmed);
  if (Number.isNaN(moment.getTime())) return null;
  // Round-trip the calendar day so 2030-02-30T10:00Z (rolled over by Date) is refused.
  const [year, month, day] = trimmed.slice(0, 10).split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return moment;
}

const momentSchema = (label: string, rule: 'past' | 'future' | 'any') =>
  z
    .string({ message: `${label} must be a date` })
    .max(40, `${label} must be a date (YYYY-MM-DD or an ISO date-time)`)
    .transform((value, ctx) => {
      const moment = parseMoment(value);
      if (!moment || moment.getTime() < EARLIEST) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD or an ISO date-time) from 2000 on` });
        return z.NEVER;
      }
      if (rule === 'past' && moment.getTime() > Date.now() + FUTURE_SKEW_MS) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot be in the future` });
        return z.NEVER;
      }
      if (rule === 'future' && moment.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: `${label} must be in the future` });
        return z.NEVER;
      }
      return moment.toISOString();
    });

export const listQuerySchema = z.object({
  clientId: text().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListQuery = z.input<typeof listQuerySchema>;

const clientRef = { clientId: z.string(), clientName: z.string() };
const optionalClientRef = { clientId: z.string().nullable(), clientName: z.string().nullable() };

// ---------- Rank tracker ----------
export const RANK_POSITION_MIN = 1;
export const RANK_POSITION_MAX = 100;
/** The last checks the tracker lists (spec §9: 20 rows). */
export const RECENT_CHECKS_LIMIT = 20;
const positionMessage = `Position must be a whole number from ${RANK_POSITION_MIN} to ${RANK_POSITION_MAX}`;
/** A Google position in the top 100 (a site not in the top 100 is not recorded as a check). */
export const rankPositionSchema = z
  .number({ message: positionMessage })
  .int(positionMessage)
  .min(RANK_POSITION_MIN, positionMessage)
  .max(RANK_POSITION_MAX, positionMessage);

const domainMessage = 'Domain must be a host name like example.com';
export const rankKeywordInputSchema = z.object({
  clientId: clientIdSchema,
  keyword: requiredText(200, 'Keyword'),
  location: requiredText(200, 'Location'),
  /** The client's site whose position a rank provider looks for (optional for manual tracking). */
  targetDomain: z
    .union([text(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const raw = (value ?? '').trim().toLowerCase();
      if (raw === '') return null;
      const host = raw
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, '')
        .replace(/^www\./, '');
      if (host.length > 253 || !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host)) {
        ctx.addIssue({ code: 'custom', message: domainMessage });
        return z.NEVER;
      }
      return host;
    }),
});
export type RankKeywordInput = z.input<typeof rankKeywordInputSchema>;
export type RankKeywordData = z.output<typeof rankKeywordInputSchema>;

export const rankKeywordSchema = z.object({
  id: z.string(),
  ...clientRef,
  keyword: z.string(),
  location: z.string(),
  targetDomain: z.string().nullable(),
  latestPosition: z.number().int().nullable(),
  previousPosition: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
  checkCount: z.number().int(),
  createdAt: z.string(),
});
export type RankKeyword = z.infer<typeof rankKeywordSchema>;

export const RANK_CHECK_SOURCES = ['manual', 'csv', 'provider'] as const;
export type RankCheckSource = (typeof RANK_CHECK_SOURCES)[number];

export const rankCheckInputSchema = z.object({
  keywordId: z.string({ message: 'Keyword is required' }).trim().min(1, 'Keyword is required').max(64),
  position: rankPositionSchema,
  /** When the position was seen; now when omitted. */
  checkedAt: momentSchema('Checked at', 'past').optional(),
});
export type RankCheckInput = z.input<typeof rankCheckInputSchema>;
export type RankCheckData = z.output<typeof rankCheckInputSchema>;

export const rankCheckSchema = z.object({
  id: z.string(),
  keywordId: z.string(),
  keyword: z.string(),
  location: z.string(),
  ...clientRef,
  position: z.number().int(),
  /** The keyword's check just before this one (by checked time), null for its first. */
  previousPosition: z.number().int().nullable(),
  checkedAt: z.string(),
  source: z.enum(RANK_CHECK_SOURCES),
});
export type RankCheck = z.infer<typeof rankCheckSchema>;

/**
 * Change versus the previous check, in places moved up: previous − current (a position going from 8 to 5
 * is +3). null when there is no previous check.
 */
export function rankChange(previous: number | null, current: number): number | null {
  return previous === null ? null : previous - current;
}

/** The spec's change column: 'New' without a previous check, '+n' up, '−n' (minus sign) down, '—' unchanged. */
export function formatRankChange(previous: number | null, current: number): string {
  const change = rankChange(previous, current);
  if (change === null) return 'New';
  if (change === 0) return '—';
  return change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
}

export const rankHistorySchema = z.object({
  keyword: rankKeywordSchema,
  points: z.array(z.object({ checkedAt: z.string(), position: z.number().int() })),
});
export type RankHistory = z.infer<typeof rankHistorySchema>;

export const rankProviderStatusSchema = z.object({
  configured: z.boolean(),
  /** The provider's display name (e.g. 'SerpApi') when one is configured. */
  name: z.string().nullable(),
});
export type RankProviderStatus = z.infer<typeof rankProviderStatusSchema>;
export const RANK_PROVIDER_MISSING =
  'No rank provider is configured, so positions are not checked automatically. Record them by hand or import a CSV.';

export const RANK_CSV_COLUMNS = ['client', 'keyword', 'location', 'position', 'checked_at'] as const;
export const RANK_CSV_MAX_ROWS = 5_000;
export const rankImportQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).default('true') });
export const rankImportRowSchema = z.object({
  line: z.number().int(),
  status: z.enum(['ok', 'error']),
  client: z.string(),
  keyword: z.string(),
  location: z.string(),
  position: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type RankImportRow = z.infer<typeof rankImportRowSchema>;
export const rankImportReportSchema = z.object({
  dryRun: z.boolean(),
  totalRows: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  /** Keywords the file named that were not tracked yet (created on import). */
  newKeywords: z.number().int(),
  /** Every failed row, and the first 100 accepted ones. */
  rows: z.array(rankImportRowSchema),
});
export type RankImportReport = z.infer<typeof rankImportReportSchema>;

// ---------- Competitor analysis ----------
export const competitorInputSchema = z.object({
  clientId: clientIdSchema,
  name: requiredText(120, 'Competitor name'),
  website: websiteUrlSchema,
  /** The client's own site, analysed beside the competitor's. */
  clientWebsite: websiteUrlSchema,
});
export type CompetitorInput = z.input<typeof competitorInputSchema>;

export const siteSnapshotSchema = z.object({
  url: z.string(),
  /** Set when this site could not be analysed; the scores are then absent. */
  error: z.string().nullable(),
  title: z.string().nullable(),
  overallScore: z.number().int().nullable(),
  groups: z.array(z.object({ group: z.string(), label: z.string(), score: z.number().int() })),
  failedChecks: z.number().int(),
  responseTimeMs: z.number().nullable(),
});
export type SiteSnapshot = z.infer<typeof siteSnapshotSchema>;
export const competitorComparisonSchema = z.object({
  analyzedAt: z.string(),
  client: siteSnapshotSchema,
  competitor: siteSnapshotSchema,
});
export type CompetitorComparison = z.infer<typeof competitorComparisonSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  ...clientRef,
  name: z.string(),
  website: z.string(),
  clientWebsite: z.string(),
  comparison: competitorComparisonSchema.nullable(),
  createdAt: z.string(),
});
export type Competitor = z.infer<typeof competitorSchema>;

// ---------- Review booster ----------
export const REVIEW_PLATFORM_STATUSES = ['active', 'pending'] as const;
export const reviewPlatformInputSchema = z.object({
  clientId: clientIdSchema,
  name: requiredText(80, 'Platform'),
  reviewUrl: httpUrl('Review link'),
  status: z.enum(REVIEW_PLATFORM_STATUSES, { message: 'Status must be active or pending' }).default('active'),
  rating: z
    .union([z.number(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? null : value))
    .refine((value) => value === null || (value >= 0 && value <= 5), 'Rating must be between 0 and 5'),
  reviewCount: z
    .number({ message: 'Review count must be a whole number' })
    .int('Review count must be a whole number')
    .min(0, 'Review count cannot be negative')
    .max(10_000_000, 'Review count is too large')
    .default(0),
});
export type ReviewPlatformInput = z.input<typeof reviewPlatformInputSchema>;
export const reviewPlatformSchema = z.object({
  id: z.string(),
  ...clientRef,
  name: z.string(),
  reviewUrl: z.string(),
  status: z.enum(REVIEW_PLATFORM_STATUSES),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  requestsSent: z.number().int(),
  createdAt: z.string(),
});
export type ReviewPlatform = z.infer<typeof reviewPlatformSchema>;

export const reviewRequestInputSchema = z.object({
  platformId: z.string({ message: 'Platform is required' }).trim().min(1, 'Platform is required').max(64),
  customerName: requiredText(120, 'Customer name'),
  customerEmail: z
    .string({ message: 'Customer email is required' })
    .trim()
    .min(1, { message: 'Customer email is required', abort: true })
    .max(254, { message: 'Please enter a valid email address', abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  message: optionalText(1000, 'Message'),
});
export type ReviewRequestInput = z.input<typeof reviewRequestInputSchema>;
export const reviewRequestSchema = z.object({
  id: z.string(),
  platformId: z.string(),
  platformName: z.string(),
  clientName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  sentAt: z.string(),
  /** On the answer to a send only: no SMTP server is configured, the mail waits in the development mailbox. */
  captured: z.boolean().optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
export const reviewRequestSubject = (business: string) => `${business} would love your feedback`;

// ---------- Post scheduler ----------
export const POST_PLATFORMS = ['google_business', 'facebook', 'instagram', 'linkedin', 'x'] as const;
export const postPlatformLabels: Record<(typeof POST_PLATFORMS)[number], string> = {
  google_business: 'Google Business Profile',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
};
export const POST_STATUSES = ['scheduled', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_MAX_LENGTH = 2200;
export const postInputSchema = z
  .object({
    clientId: optionalClientId,
    platform: z.enum(POST_PLATFORMS, { message: 'Choose a platform' }),
    content: requiredText(POST_MAX_LENGTH, 'Post text'),
    status: z.enum(POST_STATUSES, { message: 'Status must be scheduled or draft' }).default('draft'),
    scheduledFor: z
      .union([text(), z.null()])
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : null)),
  })
  .transform((value, ctx) => {
    if (value.scheduledFor === null) {
      if (value.status === 'scheduled') {
        ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: 'Choose when to publish a scheduled post' });
        return z.NEVER;
      }
      return { ...value, scheduledFor: null };
    }
    // A scheduled post must be in the future; a draft may keep any planned date.
    const parsed = momentSchema('Publish time', value.status === 'scheduled' ? 'future' : 'any').safeParse(value.scheduledFor);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: parsed.error.issues[0]?.message ?? 'Invalid date' });
      return z.NEVER;
    }
    return { ...value, scheduledFor: parsed.data };
  });
export type PostInput = z.input<typeof postInputSchema>;
/** A scheduled post becomes 'published' when the job engine hands it to the publish provider at its time. */
export const POST_STATES = [...POST_STATUSES, 'published'] as const;
export type PostState = (typeof POST_STATES)[number];
export const postSchema = z.object({
  id: z.string(),
  ...optionalClientRef,
  platform: z.enum(POST_PLATFORMS),
  content: z.string(),
  status: z.enum(POST_STATES),
  scheduledFor: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduledPost = z.infer<typeof postSchema>;

// ---------- Content drops (content library) ----------
export const CONTENT_TYPES = ['blog_post', 'social_post', 'email', 'landing_page', 'video_script'] as const;
export const contentTypeLabels: Record<(typeof CONTENT_TYPES)[number], string> = {
  blog_post: 'Blog post',
  social_post: 'Social post',
  email: 'Email',
  landing_page: 'Landing page',
  video_script: 'Video script',
};
export const CONTENT_STATUSES = ['draft', 'ready', 'published'] as const;
export const contentInputSchema = z.object({
  clientId: optionalClientId,
  title: requiredText(200, 'Title'),
  type: z.enum(CONTENT_TYPES, { message: 'Choose a content type' }),
  status: z.enum(CONTENT_STATUSES, { message: 'Status must be draft, ready or published' }).default('draft'),
  body: text().max(50_000, 'Content must be at most 50,000 characters').default(''),
});
export type ContentInput = z.input<typeof contentInputSchema>;
export const contentItemSchema = z.object({
  id: z.string(),
  ...optionalClientRef,
  title: z.string(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  body: z.string(),
  wordCount: z.number().int(),
  createdAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/u).length : 0);

// ---------- Citation builder ----------
export const CITATION_STATUSES = ['verified', 'pending', 'error'] as const;
export type CitationStatus = (typeof CITATION_STATUSES)[number];
const citationStatusSchema = z.enum(CITATION_STATUSES, { message: 'Status must be verified, pending or error' });
export const citationInputSchema = z.object({
  clientId: clientIdSchema,
  directory: requiredText(120, 'Directory'),
  listingUrl: optionalHttpUrl('Listing URL'),
  status: citationStatusSchema.default('pending'),
  note: optionalText(500, 'Note'),
});
export type CitationInput = z.input<typeof citationInputSchema>;
export const citationStatusInputSchema = z.object({ status: citationStatusSchema });
export const citationSchema = z.object({
  id: z.string(),
  ...clientRef,
  directory: z.string(),
  listingUrl: z.string().nullable(),
  status: z.enum(CITATION_STATUSES),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

// ---------- Backlink reports ----------
export const BACKLINK_STATUSES = ['live', 'lost'] as const;
export const backlinkInputSchema = z.object({
  clientId: clientIdSchema,
  sourceUrl: httpUrl('Linking page'),
  targetUrl: httpUrl('Target page'),
  anchorText: optionalText(200, 'Anchor text'),
  domainAuthority: z
    .number({ message: 'Authority must be a whole number from 0 to 100' })
    .int('Authority must be a whole number from 0 to 100')
    .min(0, 'Authority must be a whole number from 0 to 100')
    .max(100, 'Authority must be a whole number from 0 to 100'),
  status: z.enum(BACKLINK_STATUSES, { message: 'Status must be live or lost' }).default('live'),
});
export type BacklinkInput = z.input<typeof backlinkInputSchema>;
export const backlinkSchema = z.object({
  id: z.string(),
  ...clientRef,
  sourceUrl: z.string(),
  targetUrl: z.string(),
  anchorText: z.string().nullable(),
  domainAuthority: z.number().int(),
  status: z.enum(BACKLINK_STATUSES),
  createdAt: z.string(),
});
export type Backlink = z.infer<typeof backlinkSchema>;

// ---------- AI agents (automation rules) ----------
/** Lead follow-up waits this many days after the prospect opened a proposal unless the seller sets another. */
export const LEAD_FOLLOW_UP_DEFAULT_DAYS = 3;
/** Realtime event on the seller's channel when an audit score drops by the alert threshold or more. */
export const AUDIT_ALERT_EVENT = 'audit.alert';
/**
 * The four automation rules: each has a trigger and an action, is on or off per seller, and counts only the
 * runs it recorded. `{days}` in a trigger is replaced by the rule's setting.
 */
export const AI_AGENTS = [
  {
    key: 'lead_follow_up',
    name: 'Lead Follow-up',
    description: 'Reminds a prospect who opened your proposal but has not accepted it yet.',
    trigger: 'A proposal was viewed and not accepted after {days} days',
    action: 'Email the client a reminder with the proposal link',
  },
  {
    key: 'review_request',
    name: 'Review Request',
    description: 'Asks for a review when the work is done, through the Review Booster.',
    trigger: 'A project is completed',
    action: 'Send a review request from the client’s active review platform',
  },
  {
    key: 'audit_alert',
    name: 'Audit Alert',
    description: 'Tells you when a client’s site gets worse between two audits.',
    trigger: 'An audit score drops by 10 points or more',
    action: 'Notify you in the app and by email',
  },
  {
    key: 'welcome',
    name: 'Welcome',
    description: 'Greets a new client the moment they accept your proposal.',
    trigger: 'A proposal is accepted',
    action: 'Email the client a welcome message',
  },
] as const;
export type AiAgentKey = (typeof AI_AGENTS)[number]['key'];
export const AI_AGENT_KEYS = AI_AGENTS.map((agent) => agent.key) as [AiAgentKey, ...AiAgentKey[]];
export const AGENT_RUN_STATUSES = ['running', 'succeeded', 'failed', 'skipped'] as const;
export const agentRunSchema = z.object({
  id: z.string(),
  /** What the run was about, e.g. proposal:…:v2 (opaque to the UI). */
  subject: z.string(),
  status: z.enum(AGENT_RUN_STATUSES),
  detail: z.string(),
  createdAt: z.string(),
});
export type AgentRun = z.infer<typeof agentRunSchema>;
export const aiAgentSettingsSchema = z.object({
  days: z
    .number({ message: 'days must be a whole number from 1 to 90' })
    .int({ message: 'days must be a whole number from 1 to 90' })
    .min(1, { message: 'days must be a whole number from 1 to 90' })
    .max(90, { message: 'days must be a whole number from 1 to 90' })
    .optional(),
});
export const aiAgentSchema = z.object({
  key: z.enum(AI_AGENT_KEYS),
  name: z.string(),
  description: z.string(),
  trigger: z.string(),
  action: z.string(),
  enabled: z.boolean(),
  settings: z.object({ days: z.number().int().optional() }),
  /** Runs that succeeded (recorded, never seeded). */
  triggerCount: z.number().int(),
  failedCount: z.number().int(),
  lastTriggeredAt: z.string().nullable(),
  recentRuns: z.array(agentRunSchema),
});
export type AiAgent = z.infer<typeof aiAgentSchema>;
export const aiAgentToggleSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  settings: aiAgentSettingsSchema.optional(),
});

// ---------- Ad templates ----------
export const AD_TEMPLATES = [
  {
    key: 'local_service_google',
    name: 'Local Service Search Ad',
    platform: 'Google Ads',
    category: 'Lead generation',
    headline: 'Trusted {Service} in {City} | Same-Day Appointments',
    description: 'Licensed, insured and rated 4.9★ by your neighbours. Call now for a free quote.',
    callToAction: 'Call Now',
  },
  {
    key: 'seasonal_offer_facebook',
    name: 'Seasonal Offer',
    platform: 'Facebook',
    category: 'Promotion',
    headline: 'This month only: {Offer} at {Business}',
    description: 'Book before the end of the month and save. Limited slots in {City}.',
    callToAction: 'Book Now',
  },
  {
    key: 'review_showcase_instagram',
    name: 'Review Showcase',
    platform: 'Instagram',
    category: 'Social proof',
    headline: '“{Review quote}” — {Customer}',
    description: 'See why {City} chooses {Business}. Hundreds of five-star reviews.',
    callToAction: 'Learn More',
  },
  {
    key: 'grand_opening_facebook',
    name: 'Grand Opening',
    platform: 'Facebook',
    category: 'Awareness',
    headline: 'Now open in {Neighbourhood}!',
    description: 'Visit {Business} this weekend for opening specials and a free gift with every order.',
    callToAction: 'Get Directions',
  },
  {
    key: 'emergency_call_google',
    name: 'Emergency Call-Only Ad',
    platform: 'Google Ads',
    category: 'Lead generation',
    headline: '24/7 Emergency {Service} — On Site in 60 Minutes',
    description: 'No call-out fee in {City}. Upfront pricing, real technicians.',
    callToAction: 'Call Now',
  },
  {
    key: 'b2b_linkedin',
    name: 'B2B Consultation',
    platform: 'LinkedIn',
    category: 'Lead generation',
    headline: 'Free {Service} audit for {Industry} teams',
    description: 'A 30-minute review with a senior consultant and a written action plan.',
    callToAction: 'Request Audit',
  },
] as const;
export const adTemplateSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  platform: z.string(),
  category: z.string(),
  headline: z.string(),
  description: z.string(),
  callToAction: z.string(),
});
export type AdTemplate = z.infer<typeof adTemplateSchema>;

// ---------- Map Boost directory pages ----------
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const openingHoursSchema = z
  .object({
    day: z.enum(WEEK_DAYS, { message: 'Day must be Monday to Sunday' }),
    opens: text().regex(TIME, 'Opening time must be HH:MM (24-hour)'),
    closes: text().regex(TIME, 'Closing time must be HH:MM (24-hour)'),
  })
  .refine((hours) => hours.closes > hours.opens, { path: ['closes'], message: 'Closing time must be after opening time' });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const MAP_PAGE_DESCRIPTION_MIN = 120;
/** Two pages of one seller whose text (names and place names removed) is at least this similar are refused. */
export const MAP_PAGE_SIMILARITY_LIMIT = 0.8;
export const mapPageInputSchema = z.object({
  clientId: clientIdSchema,
  businessName: requiredText(120, 'Business name'),
  streetAddress: requiredText(200, 'Street address'),
  city: requiredText(100, 'City'),
  region: optionalText(100, 'State / region'),
  postalCode: optionalText(20, 'Postal code'),
  country: optionalText(60, 'Country'),
  phone: requiredText(40, 'Phone').regex(/^\+?[0-9 ().-]{5,40}$/, 'Phone may contain digits, spaces, + ( ) . and -'),
  website: optionalHttpUrl('Website'),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(MAP_PAGE_DESCRIPTION_MIN, {
      message: `Write at least ${MAP_PAGE_DESCRIPTION_MIN} characters about this location (unique content is required)`,
      abort: true,
    })
    .max(5000, 'Description must be at most 5000 characters'),
  services: z
    .array(requiredText(100, 'Service'), { message: 'Services must be a list' })
    .min(1, 'Add at least one service')
    .max(30, 'At most 30 services'),
  hours: z.array(openingHoursSchema, { message: 'Hours must be a list' }).max(14, 'At most 14 opening-hours rows').default([]),
});
export type MapPageInput = z.input<typeof mapPageInputSchema>;
export type MapPageData = z.output<typeof mapPageInputSchema>;

export const mapPageSchema = z.object({
  id: z.string(),
  ...clientRef,
  slug: z.string(),
  businessName: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  services: z.array(z.string()),
  hours: z.array(openingHoursSchema),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Path of the public page (answers 404 to others until published). */
  publicPath: z.string(),
  /** Path that shows the unpublished page (noindex) to anyone holding the link. */
  previewPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MapPage = z.infer<typeof mapPageSchema>;
export const mapPagePublishSchema = z.object({ published: z.boolean({ message: 'published must be true or false' }) });

// ---------- The catalogue (hub Add-On Products tab and page headers) ----------
export const PRODUCT_SLUGS = [
  'rank-tracker',
  'competitor-analysis',
  'review-booster',
  'post-scheduler',
  'content-drops',
  'citation-builder',
  'backlink-reports',
  'ai-agents',
  'ad-templates',
  'map-boost',
] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];
export const productCatalogue: Record<ProductSlug, { name: string; description: string }> = {
  'rank-tracker': { name: 'Rank Tracker', description: 'Track clients’ Google positions per keyword and location.' },
  'competitor-analysis': {
    name: 'Competitor Analysis',
    description: 'Analyze a competitor’s website side by side with your client’s.',
  },
  'review-booster': { name: 'Review Booster', description: 'Send review requests that link straight to the review form.' },
  'post-scheduler': { name: 'Post Scheduler', description: 'Plan and schedule posts for every client’s channels.' },
  'content-drops': { name: 'Content Drops', description: 'A library of ready-to-publish content for your clients.' },
  'citation-builder': { name: 'Citation Builder', description: 'Track directory listings: verified, pending or with errors.' },
  'backlink-reports': { name: 'Backlink Reports', description: 'Links pointing at your clients’ sites, with authority.' },
  'ai-agents': { name: 'AI Agents', description: 'Switch automated assistants on or off per account.' },
  'ad-templates': { name: 'Ad Templates', description: 'Proven ad copy for search and social campaigns.' },
  'map-boost': { name: 'Map Boost', description: 'Fast directory pages for clients’ locations, with LocalBusiness data.' },
};
