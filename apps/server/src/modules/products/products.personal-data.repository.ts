import type { Db } from '../../db/client';
import {
  adTemplates,
  agentRuns,
  aiAgents,
  backlinks,
  citations,
  competitors,
  contentItems,
  mapBoostPages,
  rankChecks,
  rankKeywords,
  reviewPlatforms,
  reviewRequests,
  scheduledPosts,
} from '../../db/schema/index';
import { type PersonalDataSet, rowsWhere } from '../../lib/personal-data.repository';

/** The products part of a data export: every tool's rows, each the person's own. */
export function productsPersonalData(db: Db): PersonalDataSet[] {
  return [
    rowsWhere(db, 'rank-keywords', rankKeywords, [rankKeywords.vendorId]),
    rowsWhere(db, 'rank-checks', rankChecks, [rankChecks.vendorId]),
    rowsWhere(db, 'competitors', competitors, [competitors.vendorId]),
    rowsWhere(db, 'review-platforms', reviewPlatforms, [reviewPlatforms.vendorId]),
    rowsWhere(db, 'review-requests', reviewRequests, [reviewRequests.vendorId]),
    rowsWhere(db, 'scheduled-posts', scheduledPosts, [scheduledPosts.vendorId]),
    rowsWhere(db, 'content-items', contentItems, [contentItems.vendorId]),
    rowsWhere(db, 'citations', citations, [citations.vendorId]),
    rowsWhere(db, 'backlinks', backlinks, [backlinks.vendorId]),
    rowsWhere(db, 'ai-agents', aiAgents, [aiAgents.vendorId]),
    rowsWhere(db, 'agent-runs', agentRuns, [agentRuns.vendorId]),
    rowsWhere(db, 'ad-templates', adTemplates, [adTemplates.vendorId]),
    rowsWhere(db, 'map-boost-pages', mapBoostPages, [mapBoostPages.vendorId]),
  ];
}
