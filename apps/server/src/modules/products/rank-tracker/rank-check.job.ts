import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../../lib/jobs/index';
import { defineJob } from '../../../lib/jobs/index';
import { type RankProvider, RankProviderError } from './rank-provider';
import type { RankTrackerRepository } from './rank-tracker.repository';

/** Daily at 05:00 UTC, when RANK_PROVIDER is configured. */
export const RANK_CHECK_CRON = '0 5 * * *';

/**
 * Scheduled rank checks: a daily platform job fans out one job per seller (owned by them, so it shows on their
 * Schedules page), which asks the provider for each keyword that names a domain and records the positions.
 * A seller's job is keyed by seller and day, so a re-run of the fan-out on the same day queues nothing twice.
 */
export function registerRankCheckJobs(
  jobs: Jobs,
  repository: RankTrackerRepository,
  provider: RankProvider,
  log: FastifyBaseLogger,
) {
  const checkSeller = defineJob<{ day: string }>({
    name: 'rank.check-seller',
    title: 'Rank check',
    retryLimit: 3,
    retryDelaySeconds: 300,
    async handler({ day }, { ownerId, signal }) {
      if (!ownerId) return { checked: 0 };
      let checked = 0;
      let notRanked = 0;
      for (const keyword of await repository.keywords(ownerId, undefined, 1000)) {
        if (!keyword.targetDomain) continue;
        // One check a day per keyword: a retry after a partial run skips the ones already recorded today.
        if (keyword.lastCheckedAt && keyword.lastCheckedAt.toISOString().slice(0, 10) === day) continue;
        try {
          const answer = await provider.check({
            keyword: keyword.keyword,
            location: keyword.location,
            targetDomain: keyword.targetDomain,
            signal,
          });
          if (answer.position === null) {
            notRanked += 1;
            continue;
          }
          await repository.insertCheck(ownerId, {
            keywordId: keyword.id,
            position: answer.position,
            checkedAt: new Date(),
            source: 'provider',
          });
          checked += 1;
        } catch (error) {
          if (error instanceof RankProviderError)
            log.warn({ keywordId: keyword.id, err: error.message }, 'scheduled rank check failed');
          throw error;
        }
      }
      return { checked, notRanked };
    },
  });
  const fanOut = defineJob<Record<string, never>>({
    name: 'rank.check-all',
    title: 'Rank checks (all sellers)',
    async handler() {
      const day = new Date().toISOString().slice(0, 10);
      const vendors = await repository.vendorsWithCheckableKeywords();
      for (const workspaceId of vendors) {
        await jobs.enqueue(
          checkSeller,
          { day },
          { ownerId: workspaceId, label: `Rank check ${day}`, singletonKey: `${workspaceId}@${day}` },
        );
      }
      return { sellers: vendors.length };
    },
  });
  jobs.register(checkSeller);
  jobs.register(fanOut);
  return { checkSeller, fanOut };
}
