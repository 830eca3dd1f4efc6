import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
