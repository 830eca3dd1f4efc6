import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Fixed-window counters stored in the database so all instances share one budget. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private windowStart(rule: RateLimitRule, now: number): Date {
    return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  }

  /** Returns the seconds until the window resets when the key is over its limit, else null. */
  async retryAfter(key: string, rule: RateLimitRule, now = Date.now()): Promise<number | null> {
    const start = this.windowStart(rule, now);
    const [row] = await this.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, start)));
    if (!row || row.count < rule.limit) return null;
    return Math.ceil((start.getTime() + rule.windowMs - now) / 1000);
  }

  /**
   * Counts one attempt atomically and says whether it is over the limit (seconds to wait) or allowed (null).
   * Checking and counting in one statement means concurrent requests cannot all slip past a check-then-count gap.
   */
  async consume(key: string, rule: RateLimitRule, now = Date.now()): Promise<number | null> {
    const start = this.windowStart(rule, now);
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, windowStart: start, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if (row.count <= rule.limit) return null;
    return Math.ceil((start.getTime() + rule.windowMs - now) / 1000);
  }

  /** Gives back an attempt counted by consume() at `now` (e.g. the sign-in turned out to succeed). */
  async refund(key: string, rule: RateLimitRule, now: number): Promise<void> {
    const start = this.windowStart(rule, now);
    await this.db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, start)));
  }

  /** Drops windows that ended; called occasionally so the table stays small. */
  async prune(olderThan: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${olderThan}`);
  }
}
