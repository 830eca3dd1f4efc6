import type { AnalysisData, AnalysisSummary, Recommendation } from '@proclub/contracts/analysis';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analysisRoiDefaults, clientAnalyses } from '../../db/schema/index';
import { createdAtKey, newestFirst, olderThan } from '../../lib/keyset.repository';
import { ownedRow, updateOwned } from '../../lib/owned-rows.repository';

export interface AnalysisRow {
  id: string;
  clientWebsite: string;
  googleBusinessProfile: string | null;
  analysisData: AnalysisData;
  recommendations: Recommendation[];
  summary: AnalysisSummary;
  overallScore: number;
  createdAt: Date;
}

export interface AnalysisListRow {
  id: string;
  createdBy: string | null;
  createdByName: string | null;
  clientWebsite: string;
  googleBusinessProfile: string | null;
  overallScore: number;
  summary: AnalysisSummary;
  createdAt: Date;
  key: string;
}

export class AnalysisRepository {
  constructor(private readonly db: Db) {}

  async insert(
    workspaceId: string,
    createdBy: string,
    row: Omit<AnalysisRow, 'id' | 'createdAt'>,
  ): Promise<{ id: string; createdAt: Date }> {
    const [saved] = await this.db
      .insert(clientAnalyses)
      .values({ workspaceId, createdBy, ...row })
      .returning({ id: clientAnalyses.id, createdAt: clientAnalyses.createdAt });
    return saved;
  }

  async page(workspaceId: string, limit: number, after: { createdAt: string; id: string } | null): Promise<AnalysisListRow[]> {
    const conditions = [eq(clientAnalyses.workspaceId, workspaceId)];
    if (after) conditions.push(olderThan(clientAnalyses.createdAt, clientAnalyses.id, after));
    const rows = await this.db
      .select({
        id: clientAnalyses.id,
        clientWebsite: clientAnalyses.clientWebsite,
        googleBusinessProfile: clientAnalyses.googleBusinessProfile,
        overallScore: clientAnalyses.overallScore,
        summary: clientAnalyses.summary,
        createdBy: clientAnalyses.createdBy,
        createdByName: sql<string | null>`(select u.name from "user" u where u.id = ${clientAnalyses.createdBy})`,
        createdAt: clientAnalyses.createdAt,
        key: createdAtKey(clientAnalyses.createdAt),
      })
      .from(clientAnalyses)
      .where(and(...conditions))
      .orderBy(newestFirst(clientAnalyses.createdAt, clientAnalyses.id))
      .limit(limit + 1);
    return rows as AnalysisListRow[];
  }

  async find(workspaceId: string, id: string): Promise<AnalysisRow | null> {
    const [row] = await this.db
      .select({
        id: clientAnalyses.id,
        clientWebsite: clientAnalyses.clientWebsite,
        googleBusinessProfile: clientAnalyses.googleBusinessProfile,
        analysisData: clientAnalyses.analysisData,
        recommendations: clientAnalyses.recommendations,
        summary: clientAnalyses.summary,
        overallScore: clientAnalyses.overallScore,
        createdAt: clientAnalyses.createdAt,
      })
      .from(clientAnalyses)
      .where(ownedRow(clientAnalyses, workspaceId, id));
    return (row as AnalysisRow | undefined) ?? null;
  }

  /** A saved analysis by id whoever owns it, with its owner: for the prospect's link to its PDF (token checked by the caller). */
  async findForLink(id: string): Promise<(AnalysisRow & { workspaceId: string }) | null> {
    const [row] = await this.db
      .select({
        id: clientAnalyses.id,
        workspaceId: clientAnalyses.workspaceId,
        clientWebsite: clientAnalyses.clientWebsite,
        googleBusinessProfile: clientAnalyses.googleBusinessProfile,
        analysisData: clientAnalyses.analysisData,
        recommendations: clientAnalyses.recommendations,
        summary: clientAnalyses.summary,
        overallScore: clientAnalyses.overallScore,
        createdAt: clientAnalyses.createdAt,
      })
      .from(clientAnalyses)
      .where(eq(clientAnalyses.id, id));
    return (row as (AnalysisRow & { workspaceId: string }) | undefined) ?? null;
  }

  /** Re-priced recommendations of a saved analysis (the seller changed the ROI inputs). */
  async updatePricing(
    workspaceId: string,
    id: string,
    row: Pick<AnalysisRow, 'analysisData' | 'recommendations' | 'summary'>,
  ): Promise<boolean> {
    return updateOwned(this.db, clientAnalyses, workspaceId, id, row);
  }

  async roiDefaults(
    workspaceId: string,
  ): Promise<{ industry: string; averageSaleCents: number; closeRatePercent: number; marginPercent: number | null }[]> {
    return this.db
      .select({
        industry: analysisRoiDefaults.industry,
        averageSaleCents: analysisRoiDefaults.averageSaleCents,
        closeRatePercent: analysisRoiDefaults.closeRatePercent,
        marginPercent: analysisRoiDefaults.marginPercent,
      })
      .from(analysisRoiDefaults)
      .where(eq(analysisRoiDefaults.workspaceId, workspaceId));
  }

  async saveRoiDefault(
    workspaceId: string,
    industry: string,
    values: { averageSaleCents: number; closeRatePercent: number; marginPercent?: number },
  ) {
    await this.db
      .insert(analysisRoiDefaults)
      .values({ workspaceId, industry, ...values, marginPercent: values.marginPercent ?? null })
      .onConflictDoUpdate({
        target: [analysisRoiDefaults.workspaceId, analysisRoiDefaults.industry],
        set: { ...values, marginPercent: values.marginPercent ?? null, updatedAt: sql`now()` },
      });
  }

  async deleteRoiDefault(workspaceId: string, industry: string) {
    await this.db
      .delete(analysisRoiDefaults)
      .where(and(eq(analysisRoiDefaults.workspaceId, workspaceId), eq(analysisRoiDefaults.industry, industry)));
  }
}
