import type { BrowseQuery } from '@proclub/contracts/services';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export type BrowseFilters = Omit<BrowseQuery, 'cursor' | 'limit'>;

/**
 * Query keys for the services feature. Everything lives under 'services' (sellers under 'sellers') so a
 * mutation can invalidate exactly the lists and pages its change shows up in.
 */
export const serviceKeys = {
  all: ['services'] as const,
  browseAll: ['services', 'browse'] as const,
  browse: (filters: BrowseFilters) => ['services', 'browse', filters] as const,
  mine: ['services', 'mine'] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
  rating: (id: string) => ['services', 'rating', id] as const,
  reviews: (id: string) => ['services', 'reviews', id] as const,
  reviewEligibility: sharedQueryKeys.serviceReviewEligibility,
  sellersAll: ['sellers'] as const,
  seller: (id: string) => ['sellers', id] as const,
};
