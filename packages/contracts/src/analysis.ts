import { z } from 'zod';
import { text } from './common';

// ---------- Input (spec §5: Website URL, recipient email) ----------
export const WEBSITE_URL_MIN = 3;
export const WEBSITE_URL_MAX = 500;
export const ANALYSIS_FAILED = 'Failed to analyze website. Please check the URL and try again.';
export const EMAIL_FAILED = 'Failed to send email. Please try again.';

const hasScheme = (value: string) => /^https?:\/\//i.test(value);

/** The spec's rule: https:// is prepended when neither http:// nor https:// starts the (trimmed) input. */
export function normalizeWebsiteUrl(input: string): string {
  const trimmed = input.trim();
  return hasScheme(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Trimmed, 3–500 characters, and a URL once https:// is added; the first failing rule is the one shown. */
export const websiteUrlSchema = text()
  .trim()
  .min(WEBSITE_URL_MIN, { message: 'Website URL must be at least 3 characters', abort: true })
  .max(WEBSITE_URL_MAX, { message: 'Website URL is too long', abort: true })
  .refine(
    // Browsers' URL parsers accept some hosts Node refuses (e.g. with spaces): refuse whitespace on both sides.
    (value) => !/\s/.test(value) && URL.canParse(normalizeWebsiteUrl(value)),
    'Please enter a valid website URL',
  );

export const googleBusinessProfileSchema = text()
  .trim()
  .max(WEBSITE_URL_MAX, 'Google Business Profile is too long')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const analyzeRequestSchema = z.object({
  website: websiteUrlSchema,
  googleBusinessProfile: googleBusinessProfileSchema,
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

export const recipientEmailSchema = text()
  .trim()
  .min(1, { message: 'Please enter an email address', abort: true })
  .max(254, { message: 'Please enter a valid email address', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const sendReportRequestSchema = z.object({ to: recipientEmailSchema });
export type SendReportRequest = z.input<typeof sendReportRequestSchema>;
export const sendReportResponseSchema = z.object({ to: z.string(), subject: z.string(), queued: z.literal(true) });

// ---------- Checks and scores ----------
export const CHECK_GROUPS = [
  'crawlability',
  'on_page',
  'social',
  'mobile',
  'security',
  'speed',
  'local',
  'conversion',
  'google_business',
] as const;
export const checkGroupSchema = z.enum(CHECK_GROUPS);
export type CheckGroup = z.infer<typeof checkGroupSchema>;

export const checkGroupLabels: Record<CheckGroup, string> = {
  crawlability: 'Crawlability',
  on_page: 'On-page SEO',
  social: 'Social',
  mobile: 'Mobile & UX',
  security: 'Security',
  speed: 'Speed',
  local: 'Local business',
  conversion: 'Conversion',
  google_business: 'Google Business Profile',
};

export const CHECK_STATUSES = ['pass', 'warn', 'fail'] as const;
export const checkStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkResultSchema = z.object({
  id: z.string(),
  group: checkGroupSchema,
  label: z.string(),
  status: checkStatusSchema,
  /** What was found on the page (text or value), in plain words. */
  evidence: z.string(),
  /** Why it matters / what good looks like. */
  advice: z.string(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const groupScoreSchema = z.object({
  group: checkGroupSchema,
  label: z.string(),
  score: z.number().int().min(0).max(100),
  passed: z.number().int(),
  warned: z.number().int(),
  failed: z.number().int(),
});
export type GroupScore = z.infer<typeof groupScoreSchema>;

// ---------- Recommendations ----------
export const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const prioritySchema = z.enum(PRIORITIES);
export type Priority = z.infer<typeof prioritySchema>;

export const recommendationSchema = z.object({
  /** The catalogue key of the product (stable; used to pick items for a proposal). */
  productId: z.string(),
  product: z.string(),
  priority: prioritySchema,
  reason: z.string(),
  description: z.string(),
  setupFee: z.number(),
  monthlyPrice: z.number(),
  /** Whole percent over the first year. */
  estimatedROI: z.number().int(),
  /** The ROI arithmetic with this site's numbers, shown next to the figure. */
  roiFormula: z.string(),
  /** The checks that led to this recommendation. */
  checkIds: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const analysisSummarySchema = z.object({
  totalRecommendations: z.number().int(),
  totalMonthlyRevenue: z.number(),
  /** Setup fees plus 12 × monthly prices. */
  firstYearRevenue: z.number(),
  /** Whole percent. */
  averageROI: z.number().int(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const googleBusinessInfoSchema = z.object({
  input: z.string().nullable(),
  kind: z.enum(['name', 'url']).nullable(),
  /** The business name read from the input (the name itself, or the place name inside a Maps URL). */
  name: z.string().nullable(),
  /** The business name the site shows (schema.org, og:site_name or title). */
  siteName: z.string().nullable(),
  napMatch: z.enum(['match', 'mismatch', 'unknown']).nullable(),
});

export const analysisDataSchema = z.object({
  requestedUrl: z.string(),
  finalUrl: z.string(),
  statusCode: z.number().int(),
  redirects: z.array(z.object({ from: z.string(), to: z.string(), status: z.number().int() })),
  fetchedAt: z.string(),
  title: z.string().nullable(),
  overallScore: z.number().int().min(0).max(100),
  groups: z.array(groupScoreSchema),
  checks: z.array(checkResultSchema),
  googleBusinessProfile: googleBusinessInfoSchema,
  /** Contact details the site states (prefill a new client from a prospect); absent on analyses made before. */
  business: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .optional(),
  /** Set when only part of the site could be read (e.g. the page was cut at 3 MB). */
  partial: z.boolean(),
  warnings: z.array(z.string()),
  timings: z.object({
    /** Time spent waiting on the website (page, robots.txt, sitemap.xml). */
    networkMs: z.number(),
    /** Our own time: parsing, checks, scoring, pricing. */
    processingMs: z.number(),
    responseTimeMs: z.number(),
  }),
  pageBytes: z.number().int(),
});
export type AnalysisData = z.infer<typeof analysisDataSchema>;

/** What analyze-client-site returns (spec §7), plus the saved record's id (null when not saved). */
export const analysisResultSchema = z.object({
  id: z.string().nullable(),
  website: z.string(),
  googleBusinessProfile: z.string().nullable(),
  createdAt: z.string(),
  summary: analysisSummarySchema,
  recommendations: z.array(recommendationSchema),
  analysisData: analysisDataSchema,
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

// ---------- Live progress (NDJSON stream of POST /api/analysis) ----------
export const ANALYSIS_STEPS = ['fetching', 'robots', 'sitemap', 'checks'] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];
export const analysisStepLabels: Record<AnalysisStep, string> = {
  fetching: 'Fetching the homepage',
  robots: 'Reading robots.txt',
  sitemap: 'Reading sitemap.xml',
  checks: 'Running checks and pricing recommendations',
};

export type AnalysisStreamEvent =
  | { type: 'progress'; step: AnalysisStep; state: 'running' | 'done' | 'skipped'; detail?: string }
  | { type: 'result'; result: AnalysisResult }
  | { type: 'error'; error: { code: string; message: string } };

export const ANALYSIS_STREAM_TYPE = 'application/x-ndjson';

// ---------- History ----------
export const analysisListItemSchema = z.object({
  id: z.string(),
  website: z.string(),
  googleBusinessProfile: z.string().nullable(),
  overallScore: z.number().int(),
  totalRecommendations: z.number().int(),
  totalMonthlyRevenue: z.number(),
  createdAt: z.string(),
});
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;

export const ANALYSIS_PAGE_SIZE = 10;
export const analysisListQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ANALYSIS_PAGE_SIZE),
});
export const analysisPageSchema = z.object({ items: z.array(analysisListItemSchema), nextCursor: z.string().nullable() });
export type AnalysisPage = z.infer<typeof analysisPageSchema>;

/** 'Website Analysis Report for {site}' (spec §7). */
export const reportSubject = (site: string) => `Website Analysis Report for ${site}`;
