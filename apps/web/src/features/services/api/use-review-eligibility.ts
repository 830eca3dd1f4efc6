import type { ReviewEligibility } from '@proclub/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/services/:id/review-eligibility: only buyers with a completed order may review. */
export function useReviewEligibility(serviceId: string, enabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.reviewEligibility(serviceId),
    queryFn: ({ signal }) =>
      api.get<ReviewEligibility>(`/api/services/${encodeURIComponent(serviceId)}/review-eligibility`, signal),
    enabled,
  });
}
