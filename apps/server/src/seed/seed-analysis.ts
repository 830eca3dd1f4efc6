import { clientAnalyses } from '../db/schema/index';
import { demoAnalysis } from '../modules/analysis/analysis.public';
import type { SeedContext } from './seed-context';

/** One saved website analysis each for the demo agency and vendor, so Client Analysis opens with History. */
export async function seedAnalysis({ db, accounts }: SeedContext): Promise<void> {
  for (const role of ['agency', 'vendor'] as const) {
    const vendorId = accounts[role];
    if (!vendorId) continue;
    const website = 'https://harbor-dental.example/';
    const { analysisData, recommendations, summary } = demoAnalysis(website, 'Harbor Dental');
    await db.insert(clientAnalyses).values({
      workspaceId: vendorId,
      clientWebsite: website,
      googleBusinessProfile: 'Harbor Dental',
      analysisData,
      recommendations,
      summary,
      overallScore: analysisData.overallScore,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
  }
}
