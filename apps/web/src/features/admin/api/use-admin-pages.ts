import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';

/** GET one of the admin lists a page at a time: newest first, keyset-paged by the previous page's `nextCursor`. */
export function useAdminPages<P extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  path: string,
  filters: Record<string, string>,
  limit: number,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<P>(withQuery(path, { ...filters, cursor: pageParam, limit }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
