import type { Rating, ReviewInput } from '@proclub/contracts/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** POST /api/services/:id/reviews: the answer is the new rating, written straight into the cache. */
export function useCreateReview(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api.post<Rating>(`/api/services/${encodeURIComponent(serviceId)}/reviews`, input),
    onSuccess: (rating) => {
      queryClient.setQueryData(serviceKeys.rating(serviceId), rating);
      queryClient.invalidateQueries({ queryKey: serviceKeys.reviews(serviceId) });
      queryClient.invalidateQueries({ queryKey: serviceKeys.reviewEligibility(serviceId) });
      queryClient.invalidateQueries({ queryKey: serviceKeys.detail(serviceId) });
      // Cards and the 'Best Rated' order depend on the rating.
      queryClient.invalidateQueries({ queryKey: serviceKeys.browseAll });
      queryClient.invalidateQueries({ queryKey: serviceKeys.sellersAll });
    },
  });
}
