// What other modules may use from analysis: running the analyzer on a site (competitors, hub audits),
// scoring its checks, and reading saved analyses (proposals quote them).
import type { Db } from '../../db/client';
import { AnalysisRepository, type AnalysisRow } from './analysis.repository';

export { analysisPersonalData } from './analysis.personal-data.repository';
export { analyzeLikeTheAnalysis } from './analysis-engine';
export { analyzeSite } from './analyzer';
export { demoAnalysis } from './demo-analysis';
export { siteName } from './report-email';
export { scoreChecks } from './scoring';

/** Reads one of the seller's saved analyses (a proposal quotes it), or null for another seller's or none. */
export interface AnalysisLookup {
  find(workspaceId: string, id: string): Promise<AnalysisRow | null>;
}

export function analysisLookup(db: Db): AnalysisLookup {
  const repository = new AnalysisRepository(db);
  return { find: (workspaceId, id) => repository.find(workspaceId, id) };
}
