import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clients, mapBoostPages } from '../../../db/schema/index';
import { newestFirst } from '../../../lib/keyset.repository';
import {
  deleteOwned,
  findOwnedWithClient,
  insertReturningId,
  selectWithClient,
  updateOwned,
} from '../../../lib/owned-rows.repository';

export interface MapPageWrite {
  clientId: string;
  businessName: string;
  streetAddress: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string;
  website: string | null;
  description: string;
  services: string[];
  hours: { day: string; opens: string; closes: string }[];
}

export interface MapPageRow extends MapPageWrite {
  id: string;
  workspaceId: string;
  clientName: string;
  slug: string;
  previewToken: string;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: mapBoostPages.id,
  workspaceId: mapBoostPages.workspaceId,
  clientId: mapBoostPages.clientId,
  clientName: clients.name,
  slug: mapBoostPages.slug,
  businessName: mapBoostPages.businessName,
  streetAddress: mapBoostPages.streetAddress,
  city: mapBoostPages.city,
  region: mapBoostPages.region,
  postalCode: mapBoostPages.postalCode,
  country: mapBoostPages.country,
  phone: mapBoostPages.phone,
  website: mapBoostPages.website,
  description: mapBoostPages.description,
  services: mapBoostPages.services,
  hours: mapBoostPages.hours,
  previewToken: mapBoostPages.previewToken,
  publishedAt: mapBoostPages.publishedAt,
  createdAt: mapBoostPages.createdAt,
  updatedAt: mapBoostPages.updatedAt,
};

export class MapBoostRepository {
  constructor(private readonly db: Db) {}

  async list(workspaceId: string, limit: number): Promise<MapPageRow[]> {
    return selectWithClient(this.db, mapBoostPages, columns)
      .where(eq(mapBoostPages.workspaceId, workspaceId))
      .orderBy(newestFirst(mapBoostPages.createdAt, mapBoostPages.id))
      .limit(limit);
  }

  async find(workspaceId: string, id: string): Promise<MapPageRow | null> {
    return findOwnedWithClient(this.db, mapBoostPages, columns, workspaceId, id);
  }

  async findBySlug(slug: string): Promise<MapPageRow | null> {
    const [row] = await selectWithClient(this.db, mapBoostPages, columns).where(eq(mapBoostPages.slug, slug));
    return row ?? null;
  }

  /** Published pages for the sitemap, most recently changed first (a sitemap file holds at most `limit`). */
  async published(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.db
      .select({ slug: mapBoostPages.slug, updatedAt: mapBoostPages.updatedAt })
      .from(mapBoostPages)
      .where(isNotNull(mapBoostPages.publishedAt))
      .orderBy(desc(mapBoostPages.updatedAt))
      .limit(limit);
  }

  /** The seller's other pages' text and names, for the near-duplicate check. */
  async comparable(workspaceId: string, exceptId: string | null) {
    const conditions = [eq(mapBoostPages.workspaceId, workspaceId)];
    if (exceptId) conditions.push(ne(mapBoostPages.id, exceptId));
    return this.db
      .select({
        id: mapBoostPages.id,
        businessName: mapBoostPages.businessName,
        streetAddress: mapBoostPages.streetAddress,
        city: mapBoostPages.city,
        region: mapBoostPages.region,
        postalCode: mapBoostPages.postalCode,
        description: mapBoostPages.description,
        services: mapBoostPages.services,
      })
      .from(mapBoostPages)
      .where(and(...conditions));
  }

  async slugTaken(slug: string): Promise<boolean> {
    const [row] = await this.db.select({ id: mapBoostPages.id }).from(mapBoostPages).where(eq(mapBoostPages.slug, slug));
    return !!row;
  }

  async insert(workspaceId: string, data: MapPageWrite & { slug: string; previewToken: string }): Promise<string> {
    return insertReturningId(this.db, mapBoostPages, { workspaceId, ...data });
  }

  async update(workspaceId: string, id: string, data: MapPageWrite): Promise<boolean> {
    return updateOwned(this.db, mapBoostPages, workspaceId, id, { ...data, updatedAt: new Date() });
  }

  /** Publishes (keeping the first publish time) or unpublishes the page. */
  async setPublished(workspaceId: string, id: string, published: boolean): Promise<boolean> {
    return updateOwned(this.db, mapBoostPages, workspaceId, id, {
      publishedAt: published ? sql`coalesce(${mapBoostPages.publishedAt}, now())` : null,
      updatedAt: new Date(),
    });
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    return deleteOwned(this.db, mapBoostPages, workspaceId, id);
  }
}
