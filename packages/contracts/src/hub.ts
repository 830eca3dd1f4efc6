import { z } from 'zod';
import { checkResultSchema, groupScoreSchema, websiteUrlSchema } from './analysis';
import { optionalText, text } from './common';

// ---------- Shared ----------
export const HUB_PAGE_SIZE = 24;
export const HUB_TITLE_MAX = 200;

/** A client of the signed-in seller (the server checks ownership; another seller's client is refused). */
export const hubClientIdSchema = z.uuid('Please select a client');

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A required calendar date 'YYYY-MM-DD' (2030-02-30 is refused, not rolled over). */
export const requiredDate = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => {
      if (!isoDate.test(value)) return false;
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= '1000';
    }, `${label} must be a date (YYYY-MM-DD)`);

export const hubTitleSchema = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(HUB_TITLE_MAX, `Title must be at most ${HUB_TITLE_MAX} characters`);

export const hubListQuerySchema = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(HUB_PAGE_SIZE),
});

/** Whose name the public pages carry: the seller's, without ours when they have White Label Access. */
export const publicBrandSchema = z.object({
  name: z.string(),
  whiteLabel: z.boolean(),
  /** The agency's brand (workspace branding, ADR 051): a public logo path, a #rrggbb colour, a support email. */
  logoUrl: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  supportEmail: z.string().nullable().optional(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/** Score colours (spec §2): green at 80 and above, yellow 60–79, red below 60. */
export type ScoreBand = 'good' | 'fair' | 'poor';
export const scoreBand = (score: number): ScoreBand => (score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor');

// ---------- Proof reports ----------
export const REPORT_STATUSES = ['draft', 'sent', 'viewed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const REPORT_PERIOD_ORDER_MESSAGE = 'Period end must be on or after the period start';
export const REPORT_PERIOD_MAX_DAYS = 5 * 366;

export const createReportSchema = z
  .object({
    clientId: hubClientIdSchema,
    title: hubTitleSchema,
    periodStart: requiredDate('Period start'),
    periodEnd: requiredDate('Period end'),
    summary: optionalText(5000, 'Executive summary'),
  })
  .refine((value) => value.periodStart <= value.periodEnd, { path: ['periodEnd'], message: REPORT_PERIOD_ORDER_MESSAGE })
  .refine((value) => Date.parse(value.periodEnd) - Date.parse(value.periodStart) <= REPORT_PERIOD_MAX_DAYS * 86_400_000, {
    path: ['periodEnd'],
    message: 'A report period can be at most 5 years',
  });
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReportData = z.output<typeof createReportSchema>;

export const reportSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: reportStatusSchema,
  clientId: z.string(),
  clientName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  summary: z.string().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export const reportPageSchema = z.object({ items: z.array(reportSummarySchema), nextCursor: z.string().nullable() });
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportAuditSchema = z.object({
  auditId: z.string(),
  auditType: z.string(),
  websiteUrl: z.string(),
  score: z.number().int(),
  ranAt: z.string(),
});
export const reportMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  projectTitle: z.string(),
  completedAt: z.string(),
});
export const reportRankChangeSchema = z.object({
  keyword: z.string(),
  location: z.string(),
  /** The last position before the period (or the first in it for a keyword new in the period). */
  startPosition: z.number(),
  endPosition: z.number(),
  /** Places moved up (positive = better); null for a keyword whose only check is in the period. */
  change: z.number().nullable(),
});
export type ReportRankChange = z.infer<typeof reportRankChangeSchema>;

export const reportTimelinePointSchema = z.object({
  /** First day of the week (Monday) or month, YYYY-MM-DD. */
  start: z.string(),
  milestones: z.number().int(),
  messages: z.number().int(),
  /** Score of the latest audit run in it, null when none ran. */
  auditScore: z.number().nullable(),
  /** Mean position of the client's rank checks in it, null when none. */
  averageRank: z.number().nullable(),
});
export type ReportTimelinePoint = z.infer<typeof reportTimelinePointSchema>;

/** What happened for the client in the period, read live from the CRM, audits (and rank tracking when present). */
export const reportContentSchema = z.object({
  audits: z.array(reportAuditSchema),
  milestones: z.array(reportMilestoneSchema),
  messages: z.object({ total: z.number().int(), fromYou: z.number().int(), fromClient: z.number().int() }),
  /** Keywords checked in the period, best improvement first. */
  rankChanges: z.array(reportRankChangeSchema),
  /** By week for periods up to 120 days, else by month. */
  timeline: z.object({ unit: z.enum(['week', 'month']), points: z.array(reportTimelinePointSchema) }),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

export const reportSchema = reportSummarySchema.extend({
  /** The client's link (absolute), once the report has been sent. */
  publicUrl: z.string().nullable(),
  /** The PDF made when it was first sent (its content is frozen as sent), else null. */
  pdfUrl: z.string().nullable(),
  content: reportContentSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** `captured`: no SMTP server is configured, so the mail waits in the development mailbox (it was not sent). */
export const sendResultSchema = z.object({ to: z.string(), publicUrl: z.string(), captured: z.boolean() });
export type SendResult = z.infer<typeof sendResultSchema>;

/** What the client's link shows: the same content without any internal id (issue #13). */
export const publicReportContentSchema = reportContentSchema.extend({
  audits: z.array(reportAuditSchema.omit({ auditId: true })),
  milestones: z.array(reportMilestoneSchema.omit({ id: true })),
});
export type PublicReportContent = z.infer<typeof publicReportContentSchema>;

/** Strips the internal ids from report content for the public page (and its PDF). */
export function toPublicReportContent(content: ReportContent): PublicReportContent {
  return {
    ...content,
    audits: content.audits.map(({ auditId: _auditId, ...audit }) => audit),
    milestones: content.milestones.map(({ id: _id, ...milestone }) => milestone),
  };
}

export const publicReportSchema = z.object({
  title: z.string(),
  clientName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  summary: z.string().nullable(),
  brand: publicBrandSchema,
  content: publicReportContentSchema,
  /** The PDF of the report as sent. */
  pdfUrl: z.string().nullable(),
});
export type PublicReport = z.infer<typeof publicReportSchema>;

// ---------- Client audits ----------
export const AUDIT_TYPES = ['seo', 'performance', 'accessibility', 'marketing', 'comprehensive'] as const;
export const auditTypeSchema = z.enum(AUDIT_TYPES, {
  message: 'Audit type must be seo, performance, accessibility, marketing or comprehensive',
});
export type AuditType = z.infer<typeof auditTypeSchema>;
export const auditTypeLabels: Record<AuditType, string> = {
  seo: 'SEO',
  performance: 'Performance',
  accessibility: 'Accessibility',
  marketing: 'Marketing',
  comprehensive: 'Comprehensive',
};

export const auditScoreSchema = z
  .number({ message: 'Score must be a number from 0 to 100' })
  .int('Score must be a whole number')
  .min(0, 'Score must be from 0 to 100')
  .max(100, 'Score must be from 0 to 100');

export const createAuditSchema = z.object({
  clientId: hubClientIdSchema,
  auditType: auditTypeSchema,
  websiteUrl: websiteUrlSchema,
  /** A score measured elsewhere, recorded by hand; leave out to run the analyzer. */
  score: auditScoreSchema.nullable().optional(),
});
export type CreateAuditInput = z.input<typeof createAuditSchema>;
export type CreateAuditData = z.output<typeof createAuditSchema>;

export const auditSummarySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  auditType: auditTypeSchema,
  websiteUrl: z.string(),
  score: z.number().int().nullable(),
  /** The run before the latest, for "change since last time". */
  previousScore: z.number().int().nullable(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;
export const auditPageSchema = z.object({ items: z.array(auditSummarySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** How an audit run was recorded: by the website analyzer, or a score the seller typed in. */
export const AUDIT_RUN_SOURCES = ['analyzer', 'manual'] as const;
export const auditRunSchema = z.object({
  id: z.string(),
  score: z.number().int(),
  source: z.enum(AUDIT_RUN_SOURCES),
  createdAt: z.string(),
});
export type AuditRun = z.infer<typeof auditRunSchema>;

export const auditCheckChangeSchema = z.object({
  id: z.string(),
  label: z.string(),
  from: checkResultSchema.shape.status,
  to: checkResultSchema.shape.status,
});
export type AuditCheckChange = z.infer<typeof auditCheckChangeSchema>;

export const auditDetailSchema = auditSummarySchema.extend({
  /** Runs newest first (at most 50). */
  runs: z.array(auditRunSchema),
  /** The latest analyzer run's findings (empty for a score recorded by hand). */
  findings: z.array(checkResultSchema),
  groups: z.array(groupScoreSchema),
  finalUrl: z.string().nullable(),
  /** Change since the previous run: score difference and checks that got better or worse. */
  change: z
    .object({
      scoreDelta: z.number().int(),
      improved: z.array(auditCheckChangeSchema),
      worsened: z.array(auditCheckChangeSchema),
    })
    .nullable(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

// ---------- Client dashboard ----------
export const clientDashboardQuerySchema = z.object({ clientId: hubClientIdSchema });
export const clientDashboardPointSchema = z.object({
  date: z.string(),
  auditScore: z.number().nullable(),
  averageRank: z.number().nullable(),
});
export const clientDashboardSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  openProjects: z.number().int(),
  milestonesDone: z.number().int(),
  milestonesTotal: z.number().int(),
  latestAuditScore: z.number().int().nullable(),
  /** Mean of the latest position of each tracked keyword; null without rank data. */
  averageRank: z.number().nullable(),
  /** Keywords with a position (what the average is over). */
  rankedKeywords: z.number().int(),
  unreadMessages: z.number().int(),
  /** Audit score and average rank by day, oldest first. */
  series: z.array(clientDashboardPointSchema),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

// ---------- Onboarding ----------
export const WORKFLOW_STATUSES = ['in_progress', 'completed'] as const;
export const workflowStatusSchema = z.enum(WORKFLOW_STATUSES);
export type WorkflowStatus = z.infer<typeof workflowStatusSchema>;

export interface OnboardingTemplate {
  id: string;
  name: string;
  description: string;
  steps: string[];
}

export const ONBOARDING_TEMPLATES = [
  {
    id: 'local_seo',
    name: 'Local SEO Onboarding',
    description: 'Get a local business found on maps and in local search.',
    steps: [
      'Kick-off call and goals',
      'Collect logins (website, Google Business Profile, analytics)',
      'Baseline audit and rank check',
      'Claim and optimise Google Business Profile',
      'Fix name, address and phone across citations',
      'Publish first location page',
      'Review first month results with the client',
    ],
  },
  {
    id: 'website_launch',
    name: 'Website Launch',
    description: 'From content gathering to a live, tracked website.',
    steps: [
      'Sign-off on sitemap and design',
      'Collect copy, photos and brand assets',
      'Build pages and forms',
      'Set up analytics and search console',
      'Pre-launch checks (speed, mobile, accessibility)',
      'Go live and redirect old URLs',
    ],
  },
  {
    id: 'review_generation',
    name: 'Review Generation',
    description: 'Start a steady flow of customer reviews.',
    steps: [
      'Choose review platforms',
      'Import recent customer list',
      'Write the review request email',
      'Send the first batch of requests',
      'Reply to new reviews',
    ],
  },
  {
    id: 'social_media',
    name: 'Social Media Setup',
    description: 'Profiles, calendar and the first month of posts.',
    steps: [
      'Audit existing profiles',
      'Complete profile details and branding',
      'Agree the content calendar',
      'Schedule first month of posts',
    ],
  },
] as const satisfies readonly OnboardingTemplate[];
export type OnboardingTemplateId = (typeof ONBOARDING_TEMPLATES)[number]['id'];
export const ONBOARDING_TEMPLATE_IDS = ONBOARDING_TEMPLATES.map((template) => template.id) as [
  OnboardingTemplateId,
  ...OnboardingTemplateId[],
];

export const WORKFLOW_STEPS_MAX = 30;
export const workflowStepTitleSchema = text()
  .trim()
  .min(1, 'Step titles cannot be empty')
  .max(HUB_TITLE_MAX, `Step titles must be at most ${HUB_TITLE_MAX} characters`);

/** From a template (its name and steps, name may be changed) or custom: a name and at least one step. */
export const createWorkflowSchema = z
  .object({
    clientId: hubClientIdSchema,
    templateId: z.enum(ONBOARDING_TEMPLATE_IDS, { message: 'Choose one of the templates' }).nullable().optional(),
    workflowName: text().trim().max(HUB_TITLE_MAX, `Workflow name must be at most ${HUB_TITLE_MAX} characters`).optional(),
    steps: z
      .array(workflowStepTitleSchema)
      .max(WORKFLOW_STEPS_MAX, `A workflow can have at most ${WORKFLOW_STEPS_MAX} steps`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.templateId) return;
    if (!value.workflowName) ctx.addIssue({ code: 'custom', path: ['workflowName'], message: 'Workflow name is required' });
    if (!value.steps || value.steps.length === 0)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Add at least one step or choose a template' });
  });
export type CreateWorkflowInput = z.input<typeof createWorkflowSchema>;
export type CreateWorkflowData = z.output<typeof createWorkflowSchema>;

export const workflowStepSchema = z.object({ title: z.string(), completedAt: z.string().nullable() });
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  workflowName: z.string(),
  templateId: z.string().nullable(),
  status: workflowStatusSchema,
  steps: z.array(workflowStepSchema),
  /** Steps done (in order). */
  currentStep: z.number().int(),
  totalSteps: z.number().int(),
  /** Whole percent of steps done. */
  percent: z.number().int(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
export const workflowPageSchema = z.object({ items: z.array(workflowSchema), nextCursor: z.string().nullable() });
export type WorkflowPage = z.infer<typeof workflowPageSchema>;

// ---------- Realtime (channel user:{sellerId}) ----------
export const REPORT_VIEWED_EVENT = 'hub.report.viewed';

// ---------- Client schedules (re-audits and the monthly report, on the job engine) ----------
export const clientReportScheduleSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The client audit whose runs the schedule adds (its page shows the history and each run's diff). */
  auditId: z.string(),
  clientName: z.string(),
  websiteUrl: z.string(),
  lastScore: z.number().int().nullable(),
  auditIntervalDays: z.number().int(),
  auditsEnabled: z.boolean(),
  lastAuditAt: z.string().nullable(),
  nextAuditAt: z.string().nullable(),
  monthlyReport: z.boolean(),
  reportAutoSend: z.boolean(),
});
export type ClientReportSchedule = z.infer<typeof clientReportScheduleSchema>;

export const updateClientReportScheduleSchema = z.object({
  auditIntervalDays: z
    .number({ message: 'Audit interval must be a number of days' })
    .int('Audit interval must be a whole number of days')
    .min(1, 'Audit interval must be at least 1 day')
    .max(365, 'Audit interval must be at most 365 days')
    .optional(),
  auditsEnabled: z.boolean({ message: 'auditsEnabled must be true or false' }).optional(),
  monthlyReport: z.boolean({ message: 'monthlyReport must be true or false' }).optional(),
  reportAutoSend: z.boolean({ message: 'reportAutoSend must be true or false' }).optional(),
});
