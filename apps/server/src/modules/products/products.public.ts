// What other modules may use from products: rank-tracking figures for the client dashboard.
export {
  type AverageRank,
  averageRankForClient,
  averageRankSeries,
  type KeywordRankChange,
  rankChangesForClient,
} from './rank-tracker/rank-reports.repository';
