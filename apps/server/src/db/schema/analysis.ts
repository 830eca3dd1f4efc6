import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vendorColumn } from './columns';

/** A saved website analysis (spec: client_analyses), kept under the seller who ran it. */
export const clientAnalyses = pgTable(
  'client_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: vendorColumn(),
    clientWebsite: text('client_website').notNull(),
    googleBusinessProfile: text('google_business_profile'),
    /** analysisData of the result: checks with evidence, group scores, fetch facts. */
    analysisData: jsonb('analysis_data').notNull(),
    recommendations: jsonb('recommendations').notNull(),
    summary: jsonb('summary').notNull(),
    overallScore: integer('overall_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_analyses_vendor_created_idx').on(table.vendorId, table.createdAt.desc(), table.id.desc())],
);

/** A seller's own ROI starting point for one industry (what a sale is worth and how many leads close). */
export const analysisRoiDefaults = pgTable(
  'analysis_roi_defaults',
  {
    vendorId: vendorColumn(),
    industry: text('industry').notNull(),
    averageSaleCents: integer('average_sale_cents').notNull(),
    closeRatePercent: integer('close_rate_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.industry] }),
    check('analysis_roi_defaults_sale_check', sql`${table.averageSaleCents} between 100 and 100000000`),
    check('analysis_roi_defaults_close_check', sql`${table.closeRatePercent} between 1 and 100`),
  ],
);
