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
    rowsWhere(db, 'rank-keywords', rankKeywords, [rankKeywords.workspaceId]),
    rowsWhere(db, 'rank-checks', rankChecks, [rankChecks.workspaceId]),
    rowsWhere(db, 'competitors', competitors, [competitors.workspaceId]),
    rowsWhere(db, 'review-platforms', reviewPlatforms, [reviewPlatforms.workspaceId]),
    rowsWhere(db, 'review-requests', reviewRequests, [reviewRequests.workspaceId]),
    rowsWhere(db, 'scheduled-posts', scheduledPosts, [scheduledPosts.workspaceId]),
    rowsWhere(db, 'content-items', contentItems, [contentItems.workspaceId]),
    rowsWhere(db, 'citations', citations, [citations.workspaceId]),
    rowsWhere(db, 'backlinks', backlinks, [backlinks.workspaceId]),
    rowsWhere(db, 'ai-agents', aiAgents, [aiAgents.workspaceId]),
    rowsWhere(db, 'agent-runs', agentRuns, [agentRuns.workspaceId]),
    rowsWhere(db, 'ad-templates', adTemplates, [adTemplates.workspaceId]),
    rowsWhere(db, 'map-boost-pages', mapBoostPages, [mapBoostPages.workspaceId]),
  ];
}
