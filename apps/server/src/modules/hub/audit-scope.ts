import type { AnalysisData, CheckResult, GroupScore } from '@proclub/contracts/analysis';
import type { AuditType } from '@proclub/contracts/hub';
import { scoreChecks } from '../analysis/analysis.public';

/**
 * Which of the analyzer's checks each audit type scores. Comprehensive is all of them (its score is the
 * analysis' overall score); the others are the groups (or single checks) that answer the audit's question.
 */
const SCOPES: Record<Exclude<AuditType, 'comprehensive'>, { groups: string[]; checks: string[] }> = {
  seo: { groups: ['crawlability', 'on_page', 'social'], checks: [] },
  performance: { groups: ['speed'], checks: ['redirects', 'https'] },
  accessibility: { groups: [], checks: ['viewport', 'image_alt', 'link_text', 'lang', 'title', 'h1'] },
  marketing: { groups: ['local', 'conversion', 'google_business'], checks: ['open_graph'] },
};

export function checksFor(type: AuditType, checks: CheckResult[]): CheckResult[] {
  if (type === 'comprehensive') return checks;
  const scope = SCOPES[type];
  return checks.filter((check) => scope.groups.includes(check.group) || scope.checks.includes(check.id));
}

export interface AuditFindings {
  finalUrl: string;
  title: string | null;
  checks: CheckResult[];
  groups: GroupScore[];
}

/** The audit's score (0–100) and findings from one analysis of the site. */
export function scoreAudit(type: AuditType, analysis: AnalysisData): { score: number; findings: AuditFindings } {
  const checks = checksFor(type, analysis.checks);
  const { groups, overall } = scoreChecks(checks);
  return {
    score: type === 'comprehensive' ? analysis.overallScore : overall,
    findings: { finalUrl: analysis.finalUrl, title: analysis.title, checks, groups },
  };
}
