import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, reviewPlatforms, reviewRequests } from '../../db/schema/index';
import { newestFirst } from '../../lib/keyset.repository';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  newestOwnedWithClient,
  updateOwned,
} from '../../lib/owned-rows.repository';

export interface ReviewPlatformWrite {
  clientId: string;
  name: string;
  reviewUrl: string;
  status: 'active' | 'pending';
  rating: number | null;
  reviewCount: number;
}

export interface ReviewPlatformRow extends ReviewPlatformWrite {
  id: string;
  clientName: string;
  clientCompany: string | null;
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

  async platforms(workspaceId: string, clientId: string | undefined, limit: number): Promise<ReviewPlatformRow[]> {
    return newestOwnedWithClient(this.db, reviewPlatforms, platformColumns, { vendorId: workspaceId, clientId, limit });
  }

  async platform(workspaceId: string, id: string): Promise<ReviewPlatformRow | null> {
    return findOwnedWithClient(this.db, reviewPlatforms, platformColumns, workspaceId, id);
  }

  async insertPlatform(workspaceId: string, data: ReviewPlatformWrite): Promise<string> {
    return insertReturningId(this.db, reviewPlatforms, { workspaceId, ...data });
  }

  async updatePlatform(workspaceId: string, id: string, data: ReviewPlatformWrite) {
    return updateOwned(this.db, reviewPlatforms, workspaceId, id, data);
  }

  async deletePlatform(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, reviewPlatforms, workspaceId, id);
  }

  async insertRequest(
    workspaceId: string,
    data: { platformId: string; customerName: string; customerEmail: string; emailId: string },
  ): Promise<string> {
    return insertReturningId(this.db, reviewRequests, { workspaceId, ...data });
  }

  async requests(workspaceId: string, limit: number, id?: string): Promise<ReviewRequestRow[]> {
    const conditions = [eq(reviewRequests.workspaceId, workspaceId)];
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
      .orderBy(newestFirst(reviewRequests.sentAt, reviewRequests.id))
      .limit(limit);
  }
}
