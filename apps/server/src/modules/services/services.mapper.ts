import type { Review, Service } from '@proclub/contracts/services';
import type { ServiceRow } from './services.repository';

/** Shapes a repository row into the public contract (storage keys never leave the server). */
export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    userId: row.workspaceId,
    title: row.title,
    description: row.description,
    category: row.category,
    pricingType: row.pricingType,
    priceFrom: row.priceFrom === null ? null : Number(row.priceFrom),
    priceTo: row.priceTo === null ? null : Number(row.priceTo),
    deliveryTime: row.deliveryTime,
    features: row.features,
    packages: row.packages,
    extras: row.extras,
    tags: row.tags,
    imageUrl: row.imageUrl,
    portfolioItems: row.portfolioItems.map(({ id, url, thumbnailUrl }) => ({ id, url, thumbnailUrl })),
    isActive: row.isActive,
    moderation: row.hiddenAt ? { hiddenAt: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    averageRating: Number(row.ratingAverage),
    totalReviews: row.ratingCount,
    seller: row.seller,
  };
}

export interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  reviewer: { id: string; fullName: string | null; avatarUrl: string | null };
}

export function toReview(row: ReviewRow): Review {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
