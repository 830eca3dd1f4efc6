import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles, reviews } from '../../db/schema/index';
import type { ReviewRow } from './services.mapper';

export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first, keyset-paginated on (created_at, id). */
  async list(
    serviceId: string,
    limit: number,
    after: { createdAt: string; id: string } | null,
  ): Promise<(ReviewRow & { key: string })[]> {
    const conditions = [eq(reviews.serviceId, serviceId)];
    if (after) conditions.push(sql`(${reviews.createdAt}, ${reviews.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
    return this.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewer: { id: reviews.reviewerId, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl },
        key: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
      .where(and(...conditions))
      .orderBy(sql`${reviews.serviceId}, ${reviews.createdAt} desc nulls last, ${reviews.id} desc nulls last`)
      .limit(limit);
  }

  /** Inserts one review; returns null when this reviewer already reviewed the service. */
  async insert(review: {
    serviceId: string;
    sellerId: string;
    reviewerId: string;
    rating: number;
    comment: string;
  }): Promise<string | null> {
    const rows = await this.db
      .insert(reviews)
      .values(review)
      .onConflictDoNothing({ target: [reviews.serviceId, reviews.reviewerId] })
      .returning({ id: reviews.id });
    return rows[0]?.id ?? null;
  }

  /** The seller's average and count over every review of theirs, deleted services' reviews included. */
  async sellerRating(sellerId: string): Promise<{ average: number; count: number }> {
    const [row] = await this.db
      .select({
        average: sql<string>`coalesce(round(avg(${reviews.rating}), 2), 0)`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(eq(reviews.sellerId, sellerId));
    return { average: Number(row?.average ?? 0), count: row?.count ?? 0 };
  }

  /** Whether this user bought the service and completed the order (the rule for reviewing it). */
  async hasCompletedOrder(serviceId: string, buyerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.serviceId, serviceId), eq(orders.buyerId, buyerId), eq(orders.status, 'completed')))
      .limit(1);
    return !!row;
  }

  async hasReviewed(serviceId: string, reviewerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.serviceId, serviceId), eq(reviews.reviewerId, reviewerId)));
    return !!row;
  }
}
