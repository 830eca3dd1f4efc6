import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** A window is counted in this many buckets: the sliding count is exact to within one bucket (1 min of 15). */
const BUCKETS_PER_WINDOW = 15;

/**
 * Sliding-window counters stored in the database so all instances share one budget. Attempts are counted in small
 * buckets and the judged count is the sum of the buckets inside the last `windowMs` — unlike clock-aligned windows,
 * a burst straddling a boundary cannot get twice the limit through, and the block lifts exactly as old attempts
 * age out.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private bucketMs(rule: RateLimitRule): number {
    return Math.max(1000, Math.floor(rule.windowMs / BUCKETS_PER_WINDOW));
  }

  private bucketStart(rule: RateLimitRule, now: number): Date {
    const size = this.bucketMs(rule);
    return new Date(Math.floor(now / size) * size);
  }

  /** Seconds until the attempts inside the window, plus `extra`, fit the limit again; null when they fit now. */
  private async wait(key: string, rule: RateLimitRule, now: number, extra: number): Promise<number | null> {
    const buckets = await this.db
      .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStart, new Date(now - rule.windowMs))))
      .orderBy(asc(rateLimitCounters.windowStart));
    let total = buckets.reduce((sum, bucket) => sum + bucket.count, 0) + extra;
    if (total <= rule.limit) return null;
    // The oldest buckets leave the window first (a bucket counts while its start is inside the window): wait until
    // enough of them have.
    for (const bucket of buckets) {
      total -= bucket.count;
      if (total <= rule.limit) {
        return Math.max(1, Math.ceil((bucket.start.getTime() + rule.windowMs - now) / 1000));
      }
    }
    return Math.ceil(rule.windowMs / 1000);
  }

  /** Returns the seconds to wait when one more attempt would be over the limit, else null (counts nothing). */
  async retryAfter(key: string, rule: RateLimitRule, now = Date.now()): Promise<number | null> {
    return this.wait(key, rule, now, 1);
  }

  /**
   * Counts one attempt atomically and says whether it is over the limit (seconds to wait) or allowed (null).
   * Counting before judging means concurrent requests cannot all slip past a check-then-count gap.
   */
  async consume(key: string, rule: RateLimitRule, now = Date.now()): Promise<number | null> {
    await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: this.bucketStart(rule, now), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      });
    return this.wait(key, rule, now, 0);
  }

  /** Gives back an attempt counted by consume() at `now` (e.g. the sign-in turned out to succeed). */
  async refund(key: string, rule: RateLimitRule, now: number): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, this.bucketStart(rule, now))));
  }

  /** Drops buckets that ended; called occasionally so the table stays small. */
  async prune(olderThan: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${olderThan}`);
  }
}
