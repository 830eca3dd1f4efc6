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

// ---------- What the prospect's business is worth (ROI inputs) ----------
export const INDUSTRIES = [
  'general',
  'home_services',
  'plumbing_hvac',
  'roofing',
  'dental',
  'medical',
  'legal',
  'accounting',
  'real_estate',
  'restaurant',
  'bakery_cafe',
  'salon_spa',
  'auto_repair',
  'fitness',
  'retail',
] as const;
export const industrySchema = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof industrySchema>;
export const industryLabels: Record<Industry, string> = {
  general: 'Other / general local business',
  home_services: 'Home services (cleaning, landscaping, handyman)',
  plumbing_hvac: 'Plumbing, heating & air conditioning',
  roofing: 'Roofing & construction',
  dental: 'Dentist',
  medical: 'Medical & therapy practice',
  legal: 'Law firm',
  accounting: 'Accounting & financial services',
  real_estate: 'Real estate',
  restaurant: 'Restaurant',
  bakery_cafe: 'Bakery & café',
  salon_spa: 'Salon & spa',
  auto_repair: 'Auto repair',
  fitness: 'Gym & fitness studio',
  retail: 'Retail shop',
};
/**
 * Built-in starting points per industry (sellers edit their own): average sale in cents, close rate of leads and
 * gross margin in whole percent. Benchmarks, not the prospect's numbers; the source of each is in
 * docs/decisions/038-roi-inputs-and-sources.md.
 */
export const INDUSTRY_DEFAULTS: Record<Industry, { averageSaleCents: number; closeRatePercent: number; marginPercent: number }> =
  {
    general: { averageSaleCents: 30_000, closeRatePercent: 25, marginPercent: 50 },
    home_services: { averageSaleCents: 25_000, closeRatePercent: 35, marginPercent: 50 },
    plumbing_hvac: { averageSaleCents: 45_000, closeRatePercent: 40, marginPercent: 45 },
    roofing: { averageSaleCents: 900_000, closeRatePercent: 15, marginPercent: 30 },
    dental: { averageSaleCents: 80_000, closeRatePercent: 30, marginPercent: 60 },
    medical: { averageSaleCents: 25_000, closeRatePercent: 30, marginPercent: 50 },
    legal: { averageSaleCents: 350_000, closeRatePercent: 15, marginPercent: 60 },
    accounting: { averageSaleCents: 120_000, closeRatePercent: 20, marginPercent: 60 },
    real_estate: { averageSaleCents: 900_000, closeRatePercent: 5, marginPercent: 30 },
    restaurant: { averageSaleCents: 4_500, closeRatePercent: 50, marginPercent: 30 },
    bakery_cafe: { averageSaleCents: 2_500, closeRatePercent: 60, marginPercent: 35 },
    salon_spa: { averageSaleCents: 9_000, closeRatePercent: 45, marginPercent: 45 },
    auto_repair: { averageSaleCents: 50_000, closeRatePercent: 35, marginPercent: 45 },
    fitness: { averageSaleCents: 60_000, closeRatePercent: 20, marginPercent: 60 },
    retail: { averageSaleCents: 6_000, closeRatePercent: 30, marginPercent: 35 },
  };
/** Monthly website visitors assumed by the business's size as its site shows it (the analyzer cannot see traffic). */
export const DEFAULT_VISITORS: Record<'micro' | 'small' | 'established', { low: number; high: number }> = {
  micro: { low: 100, high: 500 },
  small: { low: 500, high: 2_000 },
  established: { low: 2_000, high: 10_000 },
};
/** Share of visitors who get in touch (call, form, email) before any fix, in whole percent (ADR 038). */
export const LEAD_RATE_PERCENT = 3;
export const AVERAGE_SALE_MAX_CENTS = 100_000_000;
export const averageSaleCentsSchema = z
  .number({ message: 'Average sale must be a number' })
  .int('Average sale must be whole cents')
  .min(100, 'Average sale must be at least $1')
  .max(AVERAGE_SALE_MAX_CENTS, 'Average sale must be at most $1,000,000');
export const closeRatePercentSchema = z
  .number({ message: 'Close rate must be a number' })
  .int('Close rate must be a whole percent')
  .min(1, 'Close rate must be between 1% and 100%')
  .max(100, 'Close rate must be between 1% and 100%');
export const marginPercentSchema = z
  .number({ message: 'Margin must be a number' })
  .int('Margin must be a whole percent')
  .min(1, 'Margin must be between 1% and 100%')
  .max(100, 'Margin must be between 1% and 100%');
export const VISITORS_MAX = 10_000_000;
export const visitorsSchema = z
  .number({ message: 'Visitors must be a number' })
  .int('Visitors must be a whole number')
  .min(1, 'Visitors must be at least 1')
  .max(VISITORS_MAX, 'Visitors must be at most 10,000,000');
/** The high end of the visitors range is not below its low end (checked where both are given). */
export const visitorsRangeError = (low?: number, high?: number): string | null =>
  low !== undefined && high !== undefined && high < low ? 'The high end must not be below the low end' : null;
/**
 * What the ROI estimate is built from: the business's monthly visitors (a range), average sale, close rate of leads
 * and gross margin. Visitors and margin are optional for analyses priced before they existed (defaults fill them).
 */
export const roiInputsSchema = z.object({
  industry: industrySchema,
  averageSaleCents: averageSaleCentsSchema,
  closeRatePercent: closeRatePercentSchema,
  marginPercent: marginPercentSchema.optional(),
  visitorsLow: visitorsSchema.optional(),
  visitorsHigh: visitorsSchema.optional(),
});
export type RoiInputs = z.infer<typeof roiInputsSchema>;
/** Re-pricing: the ROI inputs, and the products (catalogue keys) to include although the budget cap left them out. */
export const repriceRequestSchema = roiInputsSchema.extend({
  include: z.array(z.string().max(64)).max(20, 'At most 20 products').optional(),
});
export type RepriceRequest = z.infer<typeof repriceRequestSchema>;
/** A seller's defaults for one industry (custom: edited by the seller, else the built-in values). */
export const roiDefaultSchema = roiInputsSchema.extend({ label: z.string(), custom: z.boolean() });
export type RoiDefault = z.infer<typeof roiDefaultSchema>;
export const roiDefaultsResponseSchema = z.object({ items: z.array(roiDefaultSchema) });
export const updateRoiDefaultSchema = z.object({
  averageSaleCents: averageSaleCentsSchema,
  closeRatePercent: closeRatePercentSchema,
  marginPercent: marginPercentSchema.optional(),
});

export const analyzeRequestSchema = z.object({
  website: websiteUrlSchema,
  googleBusinessProfile: googleBusinessProfileSchema,
  /** What a sale is worth to the prospect; missing parts come from the seller's defaults for the industry. */
  pricing: z
    .object({
      industry: industrySchema.optional(),
      averageSaleCents: averageSaleCentsSchema.optional(),
      closeRatePercent: closeRatePercentSchema.optional(),
      marginPercent: marginPercentSchema.optional(),
      visitorsLow: visitorsSchema.optional(),
      visitorsHigh: visitorsSchema.optional(),
    })
    .optional(),
  /** Up to three competitors' websites, analysed side by side; each check group is graded A–F against them. */
  competitors: z.array(websiteUrlSchema).max(3, 'At most three competitors').optional(),
  /** Render the page in a browser even when its HTML is not a client-rendered shell (shells are rendered anyway). */
  render: z.boolean().optional(),
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
  /** For a site-wide fact (contact form, hours, phone…): the page it was found on (absent: the homepage, or before). */
  foundOn: z.string().optional(),
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
  /** Exactly the findings this product fixes (absent on analyses made before). */
  findings: z
    .array(
      z.object({
        checkId: z.string(),
        label: z.string(),
        status: checkStatusSchema,
        evidence: z.string(),
        priority: prioritySchema,
      }),
    )
    .optional(),
  /** What fixing these findings is worth to the prospect in a year, in cents (the middle of the estimate's range). */
  yearlyValueCents: z.number().int().optional(),
  /** The estimate's range (low and high visitors), gross profit in cents a year, capped (absent on older analyses). */
  yearlyValueLowCents: z.number().int().optional(),
  yearlyValueHighCents: z.number().int().optional(),
  /** The expected lift in leads from this fix, in percent (after the priority and the cap), and its source. */
  liftPercent: z.number().optional(),
  liftSource: z.string().optional(),
  /** The estimate hit a cap (lift, share of the business's revenue, or ROI). */
  capped: z.boolean().optional(),
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
  /** Where the site's name was read (schema.org, og:site_name, logo alt text, footer copyright, page title). */
  siteNameSource: z.string().nullable().optional(),
  napMatch: z.enum(['match', 'mismatch', 'unknown']).nullable(),
});

const valueGroupSchema = z.object({ value: z.string(), urls: z.array(z.string()) });

export const crawlPageSchema = z.object({
  url: z.string(),
  /** HTTP status; 0 when the page could not be read at all. */
  status: z.number().int(),
  /** Why the page was chosen: the homepage, a menu link, another link on the homepage, or the sitemap. */
  source: z.enum(['home', 'navigation', 'link', 'sitemap']),
  title: z.string().nullable(),
  description: z.string().nullable(),
  h1: z.string().nullable(),
  words: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The contact email the page states (absent on analyses made before). */
  email: z.string().nullable().optional(),
  /** The site-wide facts on this page — contact form, LocalBusiness data, hours, phone, address (absent before). */
  facts: z.array(z.object({ id: z.string(), status: checkStatusSchema, evidence: z.string() })).optional(),
  /** The page's on-page checks that did not pass. */
  findings: z.array(z.object({ id: z.string(), label: z.string(), status: checkStatusSchema, evidence: z.string() })),
  error: z.string().optional(),
});
export type CrawlPage = z.infer<typeof crawlPageSchema>;

/** The small crawl: the homepage and up to `limit` same-site pages, with site-level roll-ups. */
export const crawlDataSchema = z.object({
  limit: z.number().int(),
  /** Same-site pages found (menu, homepage links, sitemap) that robots.txt allows. */
  candidates: z.number().int(),
  robotsSkipped: z.number().int(),
  /** Chosen pages not read because the crawl's time budget ran out. */
  budgetSkipped: z.number().int(),
  linksChecked: z.number().int(),
  elapsedMs: z.number(),
  pages: z.array(crawlPageSchema),
  duplicateTitles: z.array(valueGroupSchema),
  duplicateDescriptions: z.array(valueGroupSchema),
  brokenLinks: z.array(z.object({ url: z.string(), status: z.number().int(), foundOn: z.array(z.string()) })),
  nap: z.object({
    consistent: z.boolean(),
    phones: z.array(valueGroupSchema),
    addresses: z.array(valueGroupSchema),
    names: z.array(valueGroupSchema),
  }),
});
export type CrawlData = z.infer<typeof crawlDataSchema>;

export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];

/** The prospect against up to three competitors: their scores and a grade per check group. */
export const benchmarkSchema = z.object({
  competitors: z.array(
    z.object({
      website: z.string(),
      finalUrl: z.string().nullable(),
      title: z.string().nullable(),
      overallScore: z.number().int().nullable(),
      groups: z.array(z.object({ group: checkGroupSchema, score: z.number().int() })),
      /** Why the competitor could not be analysed (it is left out of the grades). */
      error: z.string().optional(),
    }),
  ),
  grades: z.array(
    z.object({
      group: checkGroupSchema,
      label: z.string(),
      score: z.number().int(),
      competitorAverage: z.number().int(),
      best: z.number().int(),
      grade: z.enum(GRADES),
    }),
  ),
  overall: z
    .object({ score: z.number().int(), competitorAverage: z.number().int(), best: z.number().int(), grade: z.enum(GRADES) })
    .nullable(),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

export const pageStatsSchema = z.object({ words: z.number().int(), links: z.number().int(), h1: z.number().int() });
export type PageStats = z.infer<typeof pageStatsSchema>;

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
      /** Where each fact was read (e.g. 'schema.org LocalBusiness', 'logo alt text', 'tel: link'); absent on older analyses. */
      nameSource: z.string().nullable().optional(),
      phoneSource: z.string().nullable().optional(),
      addressSource: z.string().nullable().optional(),
      emailSource: z.string().nullable().optional(),
    })
    .optional(),
  /** The ROI inputs this analysis is priced with, and the budget cap for a business of its size. */
  pricing: roiInputsSchema
    .extend({
      businessSize: z.enum(['micro', 'small', 'established']),
      /** The most a business of this size plausibly spends a month (USD); recommendations beyond it are deferred. */
      monthlyBudget: z.number(),
      /** Products that fix findings but did not fit the budget (offered after the ones shown). */
      deferred: z.array(z.string()),
      /** The deferred products' catalogue keys (absent on analyses made before). */
      deferredIds: z.array(z.string()).optional(),
      /** Products the seller included by hand although the budget cap left them for later. */
      included: z.array(z.string()).optional(),
      /** The share of visitors who get in touch before any fix (absent on older analyses). */
      leadRatePercent: z.number().optional(),
      /** The recommendations' estimated gross profit a year together, capped at a share of the site's own (cents). */
      totalValueLowCents: z.number().int().optional(),
      totalValueHighCents: z.number().int().optional(),
    })
    .optional(),
  /** Words of visible text in the raw HTML (sizes the business); absent on analyses made before. */
  wordCount: z.number().int().optional(),
  /**
   * Whether the page was rendered in a browser (JavaScript run) before the checks. Shells are rendered
   * automatically, any page when asked (`mode: 'always'`); `reason` says why a page was not rendered.
   */
  rendering: z
    .object({
      rendered: z.boolean(),
      clientRenderedShell: z.boolean(),
      mode: z.enum(['auto', 'always']).optional(),
      reason: z.string().optional(),
      renderMs: z.number().optional(),
      /** What the HTML as served and the rendered page hold, and what appears only after JavaScript. */
      raw: pageStatsSchema.optional(),
      dom: pageStatsSchema.optional(),
      onlyAfterJs: pageStatsSchema.optional(),
    })
    .optional(),
  /** Competitor benchmark (absent when no competitors were given). */
  benchmark: benchmarkSchema.optional(),
  /** The small crawl (absent when crawling is off, and on analyses made before). */
  crawl: crawlDataSchema.optional(),
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
export const ANALYSIS_STEPS = ['fetching', 'robots', 'sitemap', 'rendering', 'crawl', 'checks', 'competitors'] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];
export const analysisStepLabels: Record<AnalysisStep, string> = {
  fetching: 'Fetching the homepage',
  robots: 'Reading robots.txt',
  sitemap: 'Reading sitemap.xml',
  rendering: 'Rendering the page in a browser',
  crawl: 'Reading more pages of the site',
  competitors: 'Analyzing competitors',
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
  /** The workspace member who ran it; null once their account is deleted. */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
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
