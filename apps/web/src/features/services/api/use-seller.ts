import type { SellerPage } from '@proclub/contracts/services';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/sellers/:id: a seller's public profile and their active services, a keyset page at a time. */
export function useSeller(id: string) {
  return useInfiniteQuery({
    queryKey: serviceKeys.seller(id),
    queryFn: ({ pageParam, signal }) => {
      const path = `/api/sellers/${encodeURIComponent(id)}`;
      return api.get<SellerPage>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
