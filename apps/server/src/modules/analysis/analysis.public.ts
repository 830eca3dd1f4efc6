// What other modules may use from analysis: running the analyzer on a site (competitors, hub audits),
// scoring its checks, and reading saved analyses (proposals quote them).

export { analysisPersonalData } from './analysis.personal-data.repository';
export { AnalysisRepository } from './analysis.repository';
export { analyzeLikeTheAnalysis } from './analysis-engine';
export { analyzeSite } from './analyzer';
export { demoAnalysis } from './demo-analysis';
export { siteName } from './report-email';
export { scoreChecks } from './scoring';
