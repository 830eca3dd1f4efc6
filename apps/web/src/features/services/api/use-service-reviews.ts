import type { Review } from '@proclub/contracts/services';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

interface ReviewPage {
  items: Review[];
  nextCursor: string | null;
}

export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/services/:id/reviews: newest first, a page at a time ('Show more'). */
export function useServiceReviews(id: string) {
  return useInfiniteQuery({
    queryKey: serviceKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api.get<ReviewPage>(`/api/services/${encodeURIComponent(id)}/reviews?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
