import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, newestFirst, updatedAt } from './columns';
import { linkedToUser } from './user-columns';
import { workspaceColumn, workspaceOwned } from './workspace-columns';

/** A saved website analysis (spec: client_analyses), kept in the workspace it was run in. */
export const clientAnalyses = pgTable(
  'client_analyses',
  {
    ...workspaceOwned(),
    clientWebsite: text('client_website').notNull(),
    googleBusinessProfile: text('google_business_profile'),
    /** analysisData of the result: checks with evidence, group scores, fetch facts. */
    analysisData: jsonb('analysis_data').notNull(),
    recommendations: jsonb('recommendations').notNull(),
    summary: jsonb('summary').notNull(),
    overallScore: integer('overall_score').notNull(),
    /** Who ran it (null once their account is deleted; the analysis stays the workspace's). */
    createdBy: linkedToUser('created_by'),
    createdAt: createdAt(),
  },
  (table) => [index('client_analyses_vendor_created_idx').on(table.workspaceId, ...newestFirst(table))],
);

/** A workspace's own ROI starting point for one industry (what a sale is worth and how many leads close). */
export const analysisRoiDefaults = pgTable(
  'analysis_roi_defaults',
  {
    workspaceId: workspaceColumn(),
    industry: text('industry').notNull(),
    averageSaleCents: integer('average_sale_cents').notNull(),
    closeRatePercent: integer('close_rate_percent').notNull(),
    /** Gross margin in whole percent; null: the built-in default for the industry (ADR 038). */
    marginPercent: integer('margin_percent'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'analysis_roi_defaults_vendor_id_industry_pk', columns: [table.workspaceId, table.industry] }),
    check('analysis_roi_defaults_sale_check', sql`${table.averageSaleCents} between 100 and 100000000`),
    check('analysis_roi_defaults_close_check', sql`${table.closeRatePercent} between 1 and 100`),
    check('analysis_roi_defaults_margin_check', sql`${table.marginPercent} between 1 and 100`),
  ],
);
