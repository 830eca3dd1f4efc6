import { AUDIT_RUN_SOURCES, AUDIT_TYPES, REPORT_STATUSES, WORKFLOW_STATUSES } from '@proclub/contracts/hub';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, newestFirst, timestamps, timestamptz, uuidPrimaryKey } from './columns';
import { clients } from './crm';
import { linkedToUser } from './user-columns';
import { workspaceOwned } from './workspace-columns';

export const proofReportStatus = pgEnum('proof_report_status', REPORT_STATUSES);
export const auditType = pgEnum('audit_type', AUDIT_TYPES);
export const auditRunSource = pgEnum('audit_run_source', AUDIT_RUN_SOURCES);
export const onboardingStatus = pgEnum('onboarding_status', WORKFLOW_STATUSES);

/**
 * A client-facing report of what was done for one client in a period. Its contents (audits, milestones,
 * messages) are read live for the period; `public_token` is made when it is first sent and is the only key
 * to the public page.
 */
export const proofReports = pgTable(
  'proof_reports',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    title: text('title').notNull(),
    status: proofReportStatus('status').notNull().default('draft'),
    summary: text('summary'),
    reportPeriodStart: date('report_period_start', { mode: 'string' }).notNull(),
    reportPeriodEnd: date('report_period_end', { mode: 'string' }).notNull(),
    publicToken: text('public_token'),
    sentAt: timestamptz('sent_at'),
    viewedAt: timestamptz('viewed_at'),
    /** The report's content as sent (frozen at the first send); null while it is a draft. */
    snapshot: jsonb('snapshot'),
    /** Storage key of the PDF made at the first send. */
    pdfKey: text('pdf_key'),
    /** 'schedule' when the monthly job drafted it (one per client and period), else 'manual'. */
    origin: text('origin').notNull().default('manual'),
    /** Who drafted it (null for the monthly job's drafts and once the account is deleted). */
    createdBy: linkedToUser('created_by'),
    /** Who sent it first ("Sam sent …"); null for an automatic send. */
    sentBy: linkedToUser('sent_by'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('proof_reports_scheduled_period_idx')
      .on(table.clientId, table.reportPeriodStart)
      .where(sql`${table.origin} = 'schedule'`),
    index('proof_reports_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('proof_reports_client_idx').on(table.clientId),
    uniqueIndex('proof_reports_public_token_idx').on(table.publicToken),
    check('proof_reports_period_order', sql`${table.reportPeriodStart} <= ${table.reportPeriodEnd}`),
  ],
);

/** An audit of one client's website (what to check and where); each run is kept in audit_runs. */
export const clientAudits = pgTable(
  'client_audits',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    auditType: auditType('audit_type').notNull(),
    websiteUrl: text('website_url').notNull(),
    /** The latest run's score (null until the first run). */
    score: integer('score'),
    lastRunAt: timestamptz('last_run_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_audits_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('client_audits_client_idx').on(table.clientId),
    check('client_audits_score_range', sql`${table.score} between 0 and 100`),
  ],
);

/** One run of an audit: its score and findings (the analyzer's checks for the audit type). */
export const auditRuns = pgTable(
  'audit_runs',
  {
    id: uuidPrimaryKey(),
    auditId: belongsTo('audit_id', () => clientAudits.id),
    score: integer('score').notNull(),
    source: auditRunSource('source').notNull(),
    /** { checks, groups, finalUrl, title } for analyzer runs; empty for a score recorded by hand. */
    findings: jsonb('findings').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_runs_audit_created_idx').on(table.auditId, ...newestFirst(table)),
    check('audit_runs_score_range', sql`${table.score} between 0 and 100`),
  ],
);

/**
 * A client onboarding checklist. `steps` is [{ title, completedAt }]; `current_step` counts the steps done
 * (they are done in order), so the workflow is completed when it equals the number of steps.
 */
export const onboardingWorkflows = pgTable(
  'onboarding_workflows',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    workflowName: text('workflow_name').notNull(),
    templateId: text('template_id'),
    status: onboardingStatus('status').notNull().default('in_progress'),
    steps: jsonb('steps').notNull(),
    currentStep: integer('current_step').notNull().default(0),
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (table) => [
    index('onboarding_workflows_vendor_created_idx').on(table.workspaceId, ...newestFirst(table)),
    index('onboarding_workflows_client_idx').on(table.clientId),
    check('onboarding_workflows_current_step_range', sql`${table.currentStep} >= 0`),
  ],
);

/**
 * A client's recurring work: a re-audit of their site every `audit_interval_days` and a proof report drafted
 * on the 1st of each month for the month before (sent by itself when `report_auto_send`). One per client.
 */
export const clientReportSchedules = pgTable(
  'client_schedules',
  {
    ...workspaceOwned(),
    clientId: belongsTo('client_id', () => clients.id),
    auditId: belongsTo('audit_id', () => clientAudits.id),
    auditIntervalDays: integer('audit_interval_days').notNull().default(7),
    auditsEnabled: boolean('audits_enabled').notNull().default(true),
    nextAuditAt: timestamptz('next_audit_at').notNull(),
    lastAuditAt: timestamptz('last_audit_at'),
    monthlyReport: boolean('monthly_report').notNull().default(true),
    reportAutoSend: boolean('report_auto_send').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('client_schedules_client_idx').on(table.clientId),
    index('client_schedules_due_idx').on(table.nextAuditAt).where(sql`${table.auditsEnabled}`),
    index('client_schedules_vendor_idx').on(table.workspaceId, ...newestFirst(table)),
    check('client_schedules_interval_range', sql`${table.auditIntervalDays} between 1 and 365`),
  ],
);
