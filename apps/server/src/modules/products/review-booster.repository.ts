import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, reviewPlatforms, reviewRequests } from '../../db/schema/index';

export interface ReviewPlatformRow {
  id: string;
  clientId: string;
  clientName: string;
  clientCompany: string | null;
  name: string;
  reviewUrl: string;
  status: 'active' | 'pending';
  rating: number | null;
  reviewCount: number;
  requestsSent: number;
  createdAt: Date;
}

export interface ReviewRequestRow {
  id: string;
  platformId: string;
  platformName: string;
  clientName: string;
  customerName: string;
  customerEmail: string;
  sentAt: Date;
}

const platformColumns = {
  id: reviewPlatforms.id,
  clientId: reviewPlatforms.clientId,
  clientName: clients.name,
  clientCompany: clients.company,
  name: reviewPlatforms.name,
  reviewUrl: reviewPlatforms.reviewUrl,
  status: reviewPlatforms.status,
  rating: reviewPlatforms.rating,
  reviewCount: reviewPlatforms.reviewCount,
  requestsSent: sql<number>`(select count(*)::int from ${reviewRequests} r where r.platform_id = ${reviewPlatforms.id})`,
  createdAt: reviewPlatforms.createdAt,
};

export class ReviewBoosterRepository {
  constructor(private readonly db: Db) {}

  async platforms(vendorId: string, clientId: string | undefined, limit: number): Promise<ReviewPlatformRow[]> {
    const conditions = [eq(reviewPlatforms.vendorId, vendorId)];
    if (clientId) conditions.push(eq(reviewPlatforms.clientId, clientId));
    return this.db
      .select(platformColumns)
      .from(reviewPlatforms)
      .innerJoin(clients, eq(clients.id, reviewPlatforms.clientId))
      .where(and(...conditions))
      .orderBy(sql`${reviewPlatforms.createdAt} desc nulls last, ${reviewPlatforms.id} desc nulls last`)
      .limit(limit);
  }

  async platform(vendorId: string, id: string): Promise<ReviewPlatformRow | null> {
    const [row] = await this.db
      .select(platformColumns)
      .from(reviewPlatforms)
      .innerJoin(clients, eq(clients.id, reviewPlatforms.clientId))
      .where(and(eq(reviewPlatforms.vendorId, vendorId), eq(reviewPlatforms.id, id)));
    return row ?? null;
  }

  async insertPlatform(
    vendorId: string,
    data: {
      clientId: string;
      name: string;
      reviewUrl: string;
      status: 'active' | 'pending';
      rating: number | null;
      reviewCount: number;
    },
  ): Promise<string> {
    const [row] = await this.db
      .insert(reviewPlatforms)
      .values({ vendorId, ...data })
      .returning({ id: reviewPlatforms.id });
    return row.id;
  }

  async updatePlatform(vendorId: string, id: string, data: Parameters<ReviewBoosterRepository['insertPlatform']>[1]) {
    const rows = await this.db
      .update(reviewPlatforms)
      .set(data)
      .where(and(eq(reviewPlatforms.vendorId, vendorId), eq(reviewPlatforms.id, id)))
      .returning({ id: reviewPlatforms.id });
    return rows.length > 0;
  }

  async deletePlatform(vendorId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(reviewPlatforms)
      .where(and(eq(reviewPlatforms.vendorId, vendorId), eq(reviewPlatforms.id, id)))
      .returning({ id: reviewPlatforms.id });
    return rows.length > 0;
  }

  async insertRequest(
    vendorId: string,
    data: { platformId: string; customerName: string; customerEmail: string; emailId: string },
  ): Promise<string> {
    const [row] = await this.db
      .insert(reviewRequests)
      .values({ vendorId, ...data })
      .returning({ id: reviewRequests.id });
    return row.id;
  }

  async requests(vendorId: string, limit: number, id?: string): Promise<ReviewRequestRow[]> {
    const conditions = [eq(reviewRequests.vendorId, vendorId)];
    if (id) conditions.push(eq(reviewRequests.id, id));
    return this.db
      .select({
        id: reviewRequests.id,
        platformId: reviewRequests.platformId,
        platformName: reviewPlatforms.name,
        clientName: clients.name,
        customerName: reviewRequests.customerName,
        customerEmail: reviewRequests.customerEmail,
        sentAt: reviewRequests.sentAt,
      })
      .from(reviewRequests)
      .innerJoin(reviewPlatforms, eq(reviewPlatforms.id, reviewRequests.platformId))
      .innerJoin(clients, eq(clients.id, reviewPlatforms.clientId))
      .where(and(...conditions))
      .orderBy(sql`${reviewRequests.sentAt} desc nulls last, ${reviewRequests.id} desc nulls last`)
      .limit(limit);
  }
}
