// What other modules may use from products: rank-tracking figures for the client dashboard, and the
// automation rules (lead follow-up, review requests, audit alerts, welcome) other modules report events to.
export { createAutomations } from './automations/create-automations';
export type { FinishedAuditRun } from './automations/finished-audit-run';
export { automationRulesOn } from './automations/rules-on.repository';
export { productsPersonalData } from './products.personal-data.repository';
export {
  type AverageRank,
  averageRankForClient,
  averageRankSeries,
  type KeywordRankChange,
  rankChangesForClient,
} from './rank-tracker/rank-reports.repository';
