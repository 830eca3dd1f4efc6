import type { Plans } from '@proclub/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/membership/plans: the base plan and add-ons with their price ids. */
export function usePlans() {
  return useQuery({
    queryKey: membershipKeys.plans,
    queryFn: ({ signal }) => api.get<Plans>('/api/membership/plans', signal),
    staleTime: 60 * 60 * 1000,
  });
}
