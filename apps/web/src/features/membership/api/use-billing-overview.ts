import type { BillingOverview } from '@proclub/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/membership/billing: the next charge and the card on file. */
export function useBillingOverview() {
  return useQuery({
    queryKey: membershipKeys.billing,
    queryFn: ({ signal }) => api.get<BillingOverview>('/api/membership/billing', signal),
  });
}
