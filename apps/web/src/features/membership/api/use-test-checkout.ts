import type { TestCheckout } from '@proclub/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** The built-in test checkout session: line items and total. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: membershipKeys.testCheckout(id),
    queryFn: ({ signal }) => api.get<TestCheckout>(`/api/membership/test-checkout/${encodeURIComponent(id)}`, signal),
  });
}
