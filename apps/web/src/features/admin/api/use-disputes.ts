import type { DisputePage } from '@proclub/contracts/orders';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/disputes: open or resolved order disputes, newest first. */
export function useDisputes(status: 'open' | 'resolved') {
  return useInfiniteQuery({
    queryKey: adminKeys.disputes(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<DisputePage>(withQuery('/api/admin/disputes', { status, cursor: pageParam, limit: 20 }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
