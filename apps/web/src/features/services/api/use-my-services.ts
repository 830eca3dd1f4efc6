import type { MyServices } from '@proclub/contracts/services';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

export const myServicesQueryKey = serviceKeys.mine;

/** GET /api/services/mine: the signed-in seller's services in every status, newest first, a keyset page at a time. */
export function useMyServices() {
  return useInfiniteQuery({
    queryKey: myServicesQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<MyServices>(
        pageParam ? `/api/services/mine?cursor=${encodeURIComponent(pageParam)}` : '/api/services/mine',
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
