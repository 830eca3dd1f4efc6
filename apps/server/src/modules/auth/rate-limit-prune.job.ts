import type { Env } from '../../config/env';
import { defineJob } from '../../lib/jobs/index';
import type { RateLimiter } from './rate-limiter.repository';
import { SIGN_IN_PAIR_TIERS } from './sign-in-throttle';

/** The longest rate-limit window in use (configured keys, the sign-in tiers up to a day, or at most an hour). */
export function longestWindowMs(env: Env): number {
  const minutes = Math.max(env.SIGN_IN_WINDOW_MINUTES, env.SIGN_UP_WINDOW_MINUTES, env.ANALYSIS_WINDOW_MINUTES, 60);
  return Math.max(minutes * 60_000, ...SIGN_IN_PAIR_TIERS.map((tier) => tier.windowMs));
}

/** On RATE_LIMIT_PRUNE_CRON (hourly by default): drops rate-limit windows that ended (kept one extra window so a window still counting is never cut). */
export function rateLimitPruneJob(limiter: RateLimiter, env: Env) {
  return defineJob<Record<string, never>>({
    name: 'platform.rate-limits-prune',
    title: 'Rate-limit clean-up',
    async handler() {
      await limiter.prune(new Date(Date.now() - 2 * longestWindowMs(env)));
    },
  });
}
