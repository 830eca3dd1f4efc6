import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/index';
import { newestFirst } from '../../lib/keyset.repository';

export class CampaignsRepository {
  constructor(private readonly db: Db) {}

  async list(vendorId: string, limit: number) {
    return this.db
      .select({
        id: campaigns.id,
        name: campaigns.name,
        type: campaigns.type,
        status: campaigns.status,
        sent: campaigns.sent,
        opened: campaigns.opened,
        clicked: campaigns.clicked,
        budget: campaigns.budget,
        startDate: campaigns.startDate,
        endDate: campaigns.endDate,
      })
      .from(campaigns)
      .where(eq(campaigns.vendorId, vendorId))
      .orderBy(newestFirst(campaigns.createdAt, campaigns.id))
      .limit(limit);
  }

  /** Totals over every campaign of the seller (not just the listed page). */
  async totals(vendorId: string): Promise<{ sent: number; opened: number; budget: number }> {
    const [row] = await this.db
      .select({
        sent: sql<number>`coalesce(sum(${campaigns.sent}), 0)::float8`,
        opened: sql<number>`coalesce(sum(${campaigns.opened}), 0)::float8`,
        budget: sql<number>`coalesce(sum(${campaigns.budget}), 0)::float8`,
      })
      .from(campaigns)
      .where(eq(campaigns.vendorId, vendorId));
    return row;
  }
}
