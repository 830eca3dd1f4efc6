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

  /** The buckets of `key` inside the window that ends at `now`, oldest first. */
  private async buckets(key: string, rule: RateLimitRule, now: number) {
    return this.db
      .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStart, new Date(now - rule.windowMs))))
      .orderBy(asc(rateLimitCounters.windowStart));
  }

  /** Seconds until these buckets fit the limit again; null when they fit now. */
  private wait(buckets: { start: Date; count: number }[], rule: RateLimitRule, now: number): number | null {
    let total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
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
    const buckets = await this.buckets(key, rule, now);
    const current = this.bucketStart(rule, now);
    return this.wait([...buckets, { start: current, count: 1 }], rule, now);
  }

  /**
   * Counts one attempt atomically and says whether it is over the limit (seconds to wait) or allowed (null).
   * The increment returns the current bucket's count under the row lock, so concurrent requests each see their own
   * place in line: exactly `limit` of them pass, never more and never fewer.
   */
  async consume(key: string, rule: RateLimitRule, now = Date.now()): Promise<number | null> {
    const current = this.bucketStart(rule, now);
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: current, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    const earlier = (await this.buckets(key, rule, now)).filter((bucket) => bucket.start.getTime() < current.getTime());
    return this.wait([...earlier, { start: current, count: row.count }], rule, now);
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
