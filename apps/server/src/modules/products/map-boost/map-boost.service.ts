import crypto from 'node:crypto';
import { MAP_PAGE_SIMILARITY_LIMIT, type MapPage, type MapPageData } from '@proclub/contracts/products';
import { AppError, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { isUuid } from '../../../lib/ids';
import type { ProductClientsRepository } from '../product-clients.repository';
import type { MapBoostRepository, MapPageRow, MapPageWrite } from './map-boost.repository';
import { pageSimilarity } from './near-duplicate';
import { newPreviewToken, SLUG_PATTERN, slugCandidates, slugify } from './slug';

const LIST_LIMIT = 200;
/** The sitemap protocol's limit for one file. */
const SITEMAP_LIMIT = 50_000;

export const toMapPage = (row: MapPageRow): MapPage => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  slug: row.slug,
  businessName: row.businessName,
  streetAddress: row.streetAddress,
  city: row.city,
  region: row.region,
  postalCode: row.postalCode,
  country: row.country,
  phone: row.phone,
  website: row.website,
  description: row.description,
  services: row.services,
  hours: row.hours as MapPage['hours'],
  published: row.publishedAt !== null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  publicPath: `/d/${row.slug}`,
  previewPath: `/d/${row.slug}?preview=${row.previewToken}`,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The form's fields as stored: an optional field left out is null. */
const toWrite = (data: MapPageData): MapPageWrite => ({
  ...data,
  region: data.region ?? null,
  postalCode: data.postalCode ?? null,
  country: data.country ?? null,
  website: data.website ?? null,
});

const ownNames = (page: Pick<MapPageWrite, 'businessName' | 'streetAddress' | 'city' | 'region' | 'postalCode'>) => [
  page.businessName,
  page.streetAddress,
  page.city,
  page.region,
  page.postalCode,
];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * Map Boost directory pages: one per client location, unique text required (a copy with the names and city
 * swapped is refused), private with a preview link until published.
 */
export class MapBoostService {
  constructor(
    private readonly pages: MapBoostRepository,
    private readonly clients: ProductClientsRepository,
  ) {}

  async list(workspaceId: string): Promise<MapPage[]> {
    return (await this.pages.list(workspaceId, LIST_LIMIT)).map(toMapPage);
  }

  async get(workspaceId: string, id: string): Promise<MapPage> {
    return toMapPage(await this.row(workspaceId, id));
  }

  private async row(workspaceId: string, id: string): Promise<MapPageRow> {
    const row = isUuid(id) ? await this.pages.find(workspaceId, id) : null;
    if (!row) throw notFound('Page');
    return row;
  }

  async create(workspaceId: string, data: MapPageData): Promise<MapPage> {
    await this.clients.require(workspaceId, data.clientId);
    const write = toWrite(data);
    await this.refuseNearDuplicate(workspaceId, write, null);
    const base = slugify(write.businessName, write.city);
    for (const slug of slugCandidates(base)) {
      if (await this.pages.slugTaken(slug)) continue;
      try {
        const id = await this.pages.insert(workspaceId, { ...write, slug, previewToken: newPreviewToken() });
        return this.get(workspaceId, id);
      } catch (error) {
        // Taken meanwhile by another request: try the next candidate.
        if (!isUniqueViolation(error)) throw error; // the slug was taken meanwhile: try the next candidate
      }
    }
    throw new AppError('slug_unavailable', 409, 'Could not find a free address for this page; change the business name or city');
  }

  /** Edits keep the page's address (slug) and preview link. */
  async update(workspaceId: string, id: string, data: MapPageData): Promise<MapPage> {
    const existing = await this.row(workspaceId, id);
    await this.clients.require(workspaceId, data.clientId);
    const write = toWrite(data);
    await this.refuseNearDuplicate(workspaceId, write, existing.id);
    await this.pages.update(workspaceId, existing.id, write);
    return this.get(workspaceId, existing.id);
  }

  async setPublished(workspaceId: string, id: string, published: boolean): Promise<MapPage> {
    const existing = await this.row(workspaceId, id);
    await this.pages.setPublished(workspaceId, existing.id, published);
    return this.get(workspaceId, existing.id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.pages.delete(workspaceId, id))) throw notFound('Page');
  }

  /**
   * Compares the page with each of the seller's other pages after removing both pages' business, street and
   * place names; at MAP_PAGE_SIMILARITY_LIMIT or more it is a doorway copy and is refused (400 on description).
   */
  private async refuseNearDuplicate(workspaceId: string, page: MapPageWrite, exceptId: string | null): Promise<void> {
    const mine = { description: page.description, services: page.services, ownNames: ownNames(page) };
    let closest: { score: number; businessName: string; city: string } | null = null;
    for (const other of await this.pages.comparable(workspaceId, exceptId)) {
      const score = pageSimilarity(mine, { description: other.description, services: other.services, ownNames: ownNames(other) });
      if (!closest || score > closest.score) closest = { score, businessName: other.businessName, city: other.city };
    }
    if (closest && closest.score >= MAP_PAGE_SIMILARITY_LIMIT) {
      const percent = Math.floor(closest.score * 100);
      const message = `This page is ${percent}% the same as your page for “${closest.businessName}” in ${closest.city} once business and place names are removed. Write a description and services specific to this location.`;
      throw new AppError('near_duplicate', 400, message, { fields: [{ field: 'description', message }], similarity: percent });
    }
  }

  /**
   * The page a visitor may see at /d/{slug}: published pages to everyone; an unpublished one only with its
   * preview token or to its owner (as a noindex preview). Anything else is null (404), the same as unknown.
   */
  /** What the sitemap lists: the published directory pages. */
  publishedPages() {
    return this.pages.published(SITEMAP_LIMIT);
  }

  async publicPage(
    slug: string,
    previewToken: string | undefined,
    viewer: { id: string } | null,
  ): Promise<{ page: MapPageRow; preview: boolean } | null> {
    if (slug.length > 100 || !SLUG_PATTERN.test(slug)) return null;
    const page = await this.pages.findBySlug(slug);
    if (!page) return null;
    if (page.publishedAt) return { page, preview: false };
    const allowed = viewer?.id === page.workspaceId || (!!previewToken && sameSecret(previewToken, page.previewToken));
    return allowed ? { page, preview: true } : null;
  }
}
