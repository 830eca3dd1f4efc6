import type { Rating } from '@proclub/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** What the page shows when the rating lookup fails (spec: fall back to 0 and 0 reviews). */
export const noRating: Rating = { averageRating: 0, totalReviews: 0 };

/** GET /api/services/:id/rating: the live average and review count. */
export function useServiceRating(id: string) {
  return useQuery({
    queryKey: serviceKeys.rating(id),
    queryFn: ({ signal }) => api.get<Rating>(`/api/services/${encodeURIComponent(id)}/rating`, signal),
    retry: 1,
  });
}
