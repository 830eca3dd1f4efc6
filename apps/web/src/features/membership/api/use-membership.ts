import type { Membership } from '@proclub/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/membership: plan, add-ons and feature flags of the signed-in user. */
export function useMembership(enabled = true) {
  return useQuery({
    queryKey: membershipKeys.details,
    queryFn: ({ signal }) => api.get<Membership>('/api/membership', signal),
    enabled,
  });
}
