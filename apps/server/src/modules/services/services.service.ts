import crypto from 'node:crypto';
import { REVIEW_NEEDS_COMPLETED_ORDER, type ReviewEligibility, SERVICE_HAS_OPEN_ORDERS } from '@proclub/contracts/orders';
import { isSellerRole } from '@proclub/contracts/profiles';
import {
  type BrowseSort,
  MAX_COUNTED_MATCHES,
  MAX_SERVICE_IMAGES,
  type MyServices,
  type PackageTier,
  type Rating,
  type Review,
  type SellerPage,
  type Service,
  type ServiceData,
  type ServicePage,
} from '@proclub/contracts/services';
import type { StoredPortfolioItem } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import type { RecordDomainEvent } from '../../lib/domain-events';
import { isUuid } from '../../lib/ids';
import { newFileStem, processImage } from '../../lib/images';
import type { AuthUser } from '../../plugins/auth';
import type { FileStorage } from '../../plugins/storage';
import type { Notifier } from '../notifications/notifications.public';
import type { ReviewsRepository } from './reviews.repository';
import type { SellerLookup } from './seller-identity';
import { decodeCursor, encodeCursor } from './services.cursor';
import { toReview, toService } from './services.mapper';
import type { BrowseFilters, SellerListOptions, ServiceRow, ServicesRepository, ServiceWrite } from './services.repository';

type ListPage = Omit<SellerListOptions, 'activeOnly'>;

/** Whether the viewer works in this workspace (the owner's view of an unlisted service). */
export type WorksIn = (workspaceId: string) => Promise<boolean>;
const noWorkspace: WorksIn = async () => false;

const tooManyImages = () => badRequest('images', 'Maximum 5 images allowed');

export class ServicesService {
  constructor(
    private readonly services: ServicesRepository,
    private readonly reviews: ReviewsRepository,
    private readonly sellers: SellerLookup,
    private readonly storage: FileStorage,
    /** Tells the seller about a new review (optional so scripts can build the service without the app). */
    private readonly notifier?: Pick<Notifier, 'notifyWorkspace'>,
    /** Files a seller's edit of a hidden listing as an appeal in the moderators' queue (admin owns it). */
    private readonly fileAppeal?: (appeal: { serviceId: string; sellerId: string; title: string }) => Promise<void>,
    /** Reports "review received" to the seller workspace's automations (app.recordDomainEvent; never throws). */
    private readonly recordEvent?: RecordDomainEvent,
  ) {}

  /** The workspace's service or 404: another workspace's id is indistinguishable from a missing one (ADR 045). */
  private async ownedRow(workspaceId: string, id: string): Promise<ServiceRow> {
    const row = isUuid(id) ? await this.services.findById(id) : null;
    if (!row || row.workspaceId !== workspaceId) throw notFound('Service');
    return row;
  }

  /** Re-encodes every image before anything is written, so a bad file leaves no trace. */
  private async storeImages(userId: string, uploads: Buffer[]): Promise<StoredPortfolioItem[]> {
    const processed = await Promise.all(uploads.map((upload) => processImage(upload, 'images')));
    const stored: StoredPortfolioItem[] = [];
    try {
      for (const image of processed) {
        const stem = newFileStem();
        const key = `${userId}/${stem}.webp`;
        const thumbnailKey = `${userId}/${stem}-thumb.webp`;
        await this.storage.put(key, image.full, 'image/webp');
        await this.storage.put(thumbnailKey, image.thumbnail, 'image/webp');
        stored.push({
          id: stem,
          key,
          thumbnailKey,
          url: this.storage.publicUrl(key),
          thumbnailUrl: this.storage.publicUrl(thumbnailKey),
        });
      }
    } catch (error) {
      await this.deleteImages(stored);
      throw error;
    }
    return stored;
  }

  private async deleteImages(items: StoredPortfolioItem[]): Promise<void> {
    await Promise.all(items.flatMap((item) => [this.storage.delete(item.key), this.storage.delete(item.thumbnailKey)])).catch(
      () => {},
    );
  }

  private async load(id: string): Promise<Service> {
    const row = await this.services.findById(id);
    if (!row) throw notFound('Service');
    return toService(row);
  }

  /** A new listing of the workspace (the guard let only its owners and admins here: being a workspace is being a seller). */
  async create(workspaceId: string, data: ServiceData, uploads: Buffer[]): Promise<Service> {
    if (uploads.length > MAX_SERVICE_IMAGES) throw tooManyImages();
    const images = await this.storeImages(workspaceId, uploads);
    try {
      const id = await this.services.insert(workspaceId, toWrite(data, images));
      return this.load(id);
    } catch (error) {
      await this.deleteImages(images);
      throw error;
    }
  }

  async update(workspaceId: string, id: string, data: ServiceData, keepImageIds: string[], uploads: Buffer[]): Promise<Service> {
    const row = await this.ownedRow(workspaceId, id);
    const byId = new Map(row.portfolioItems.map((item) => [item.id, item]));
    const kept = keepImageIds.map((imageId) => {
      const item = byId.get(imageId);
      if (!item) throw badRequest('keepImageIds', `keepImageIds: image ${imageId} does not belong to this service`);
      return item;
    });
    if (new Set(keepImageIds).size !== keepImageIds.length)
      throw badRequest('keepImageIds', 'keepImageIds: an image is listed twice');
    if (kept.length + uploads.length > MAX_SERVICE_IMAGES) throw tooManyImages();
    const added = await this.storeImages(workspaceId, uploads);
    try {
      const updated = await this.services.update(id, workspaceId, toWrite(data, [...kept, ...added]));
      if (!updated) throw notFound('Service');
      // Editing a service hidden by moderation is the seller's appeal: it goes back to the reports queue.
      if (updated.hidden) await this.fileAppeal?.({ serviceId: id, sellerId: workspaceId, title: updated.title });
    } catch (error) {
      await this.deleteImages(added);
      throw error;
    }
    const keptIds = new Set(keepImageIds);
    await this.deleteImages(row.portfolioItems.filter((item) => !keptIds.has(item.id)));
    return this.load(id);
  }

  async setActive(workspaceId: string, id: string, isActive: boolean): Promise<Service> {
    await this.ownedRow(workspaceId, id);
    await this.services.setActive(id, workspaceId, isActive);
    return this.load(id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.ownedRow(workspaceId, id);
    const images = await this.services.delete(id, workspaceId);
    if (!images && (await this.services.hasOpenOrders(id))) {
      throw new AppError('service_has_open_orders', 409, SERVICE_HAS_OPEN_ORDERS);
    }
    if (images) await this.deleteImages(images);
  }

  /**
   * Listed services are public; an inactive one is visible only to its workspace, a hidden one (moderation) only to
   * its workspace and admins (404 for everyone else). `worksIn` says whether the viewer works in a workspace (asked
   * only for an unlisted service, so a public read costs no membership lookup).
   */
  async get(viewer: AuthUser | null, id: string, worksIn: WorksIn = noWorkspace): Promise<Service> {
    const service = isUuid(id) ? await this.services.findService(id) : null;
    if (!service) throw notFound('Service');
    if (service.isActive && !service.moderation) return service;
    // A hard load of the page asks without a workspace header: the personal workspace's owner is its account.
    const owner = service.userId === viewer?.id || (await worksIn(service.userId));
    if ((!service.isActive && !owner) || (service.moderation && !owner && viewer?.role !== 'admin')) throw notFound('Service');
    return service;
  }

  async rating(viewer: AuthUser | null, id: string, worksIn: WorksIn = noWorkspace): Promise<Rating> {
    const service = await this.get(viewer, id, worksIn);
    return { averageRating: service.averageRating, totalReviews: service.totalReviews };
  }

  /** One page of the workspace's services in every status, with the count of all of them. */
  async mine(workspaceId: string, page: ListPage): Promise<MyServices> {
    const [services, total] = await Promise.all([
      this.services.listBySeller(workspaceId, { activeOnly: false, ...page }),
      this.services.countByOwner(workspaceId),
    ]);
    return { items: services.items.map(toService), total, nextCursor: services.nextCursor };
  }

  /**
   * A page of cards. A search's first page also says how many services matched; when the words match nothing as
   * written, it shows the services with the nearest titles instead (one typo per word tolerated, one page).
   */
  async browse(filters: Omit<BrowseFilters, 'sort'> & { sort?: BrowseSort }): Promise<ServicePage> {
    const sort = filters.sort ?? (filters.q ? 'relevance' : 'newest');
    const page = await this.services.browse({ ...filters, sort });
    const q = filters.q?.trim();
    if (!q || filters.cursor) return { ...page, matches: null };
    if (page.items.length > 0) {
      // A single page is its own count; only a search with more pages asks the database.
      const count = page.nextCursor
        ? await this.services.countMatches({ ...filters, sort, q }, MAX_COUNTED_MATCHES + 1)
        : page.items.length;
      return {
        ...page,
        matches: { count: Math.min(count, MAX_COUNTED_MATCHES), atLeast: count > MAX_COUNTED_MATCHES, similar: false },
      };
    }
    const similar = await this.services.similarTitles({ ...filters, sort, q });
    return { items: similar, nextCursor: null, matches: { count: similar.length, atLeast: false, similar: similar.length > 0 } };
  }

  /** A seller's public profile and one page of their active services. */
  async sellerPage(sellerId: string, page: ListPage): Promise<SellerPage> {
    const seller = await this.sellers.findById(sellerId);
    if (!seller || !isSellerRole(seller.role)) throw notFound('Seller');
    const active = await this.services.listBySeller(sellerId, { activeOnly: true, ...page });
    return {
      seller,
      rating: await this.reviews.sellerRating(sellerId),
      services: active.items.map(toService),
      nextCursor: active.nextCursor,
    };
  }

  async listReviews(viewer: AuthUser | null, serviceId: string, cursor: string | undefined, limit: number) {
    await this.get(viewer, serviceId);
    const values = decodeCursor('newest', cursor, 2);
    const after = values ? { createdAt: String(values[0]), id: String(values[1]) } : null;
    if (after && !isUuid(after.id)) throw badRequest('cursor', 'cursor: invalid page cursor');
    const rows = await this.reviews.list(serviceId, limit + 1, after);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row): Review => toReview(row)),
      nextCursor: rows.length > limit && last ? encodeCursor('newest', [last.key, last.id]) : null,
    };
  }

  /** Why this viewer may or may not review the service (drives the review form). */
  async reviewEligibility(viewer: AuthUser | null, serviceId: string): Promise<ReviewEligibility> {
    const service = await this.get(viewer, serviceId);
    if (!viewer) return { canReview: false, reason: 'sign_in' };
    if (service.userId === viewer.id) return { canReview: false, reason: 'own_service' };
    if (await this.reviews.hasReviewed(serviceId, viewer.id)) return { canReview: false, reason: 'already_reviewed' };
    if (!(await this.reviews.hasCompletedOrder(serviceId, viewer.id))) return { canReview: false, reason: 'no_completed_order' };
    return { canReview: true, reason: null };
  }

  /** Only buyers with a completed order of the service may review it, once; never its owner. */
  async addReview(user: AuthUser, serviceId: string, rating: number, comment: string): Promise<Rating> {
    const service = await this.get(user, serviceId);
    if (service.userId === user.id) throw forbidden('You cannot review your own service');
    if (!(await this.reviews.hasCompletedOrder(serviceId, user.id))) throw forbidden(REVIEW_NEEDS_COMPLETED_ORDER);
    const inserted = await this.reviews.insert({ serviceId, sellerId: service.userId, reviewerId: user.id, rating, comment });
    if (!inserted) throw new AppError('already_reviewed', 409, 'You have already reviewed this service');
    await this.services.refreshRating(serviceId);
    await this.notifier?.notifyWorkspace(service.userId, 'listings', {
      kind: 'review_received',
      title: `New ${rating}-star review on “${service.title}”`,
      body: comment,
      link: `/service/${serviceId}`,
      subject: { type: 'service', id: serviceId },
    });
    await this.recordEvent?.({
      id: `review.received:${serviceId}:${user.id}`,
      workspaceId: service.userId,
      type: 'review.received',
      subjectId: serviceId,
      payload: { rating, serviceTitle: service.title },
    });
    return this.rating(user, serviceId);
  }
}

const TIER_ORDER: Record<PackageTier, number> = { basic: 0, standard: 1, premium: 2 };

/** Packages in Basic → Premium order (numbers as the schema made them); every extra gets a stable id. */
function toWrite(data: ServiceData, images: StoredPortfolioItem[]): ServiceWrite {
  return {
    ...data,
    packages: data.packages
      .map((offer) => ({ ...offer, price: offer.price ?? 0 }))
      .sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier]),
    extras: data.extras.map((extra) => ({
      id: extra.id && /^[a-z0-9-]{1,40}$/.test(extra.id) ? extra.id : `x-${crypto.randomUUID().slice(0, 8)}`,
      title: extra.title,
      price: extra.price ?? 0,
      days: extra.days,
    })),
    imageUrl: images[0]?.url ?? null,
    portfolioItems: images,
  };
}
