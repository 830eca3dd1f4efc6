import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/**
 * A paged list (hub reports, audits, workflows, proposals; newest first, one page at a time). Spec §8: a failed read is only logged and the list
 * shows empty, so callers never see an error state here.
 */
export function usePagedList<T>(queryKey: QueryKey, path: string, what: string) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ items: T[]; nextCursor: string | null }>(
        `${path}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
  useEffect(() => {
    if (query.isError) console.error(`Failed to load ${what}`, query.error);
  }, [query.isError, query.error, what]);
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isPending: query.isPending && !query.isError,
    hasNextPage: !query.isError && query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => query.fetchNextPage(),
  };
}
