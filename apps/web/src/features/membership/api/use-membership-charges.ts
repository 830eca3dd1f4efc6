import type { MembershipChargesPage } from '@proclub/contracts/membership';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/membership/charges: the payment history, newest first, ten at a time. */
export function useMembershipCharges() {
  return useInfiniteQuery({
    queryKey: membershipKeys.charges,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<MembershipChargesPage>(
        `/api/membership/charges${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}
