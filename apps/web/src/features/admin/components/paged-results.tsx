import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';

interface PagedQuery<T> {
  data?: { pages: { items: T[] }[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface PagedResultsProps<T> {
  query: PagedQuery<T>;
  /** The placeholder's height class while the first page loads. */
  loadingHeight: 'h-40' | 'h-64';
  /** The error's message when the first page fails. */
  failure: string;
  /** Shown when there is nothing to list (an EmptyState). */
  empty: ReactNode;
  /** Draws the items of every page read so far. */
  children: (items: T[]) => ReactNode;
}

/** An admin list read page by page: loading, error, empty or the items, then 'Load more'. */
export function PagedResults<T>({ query, loadingHeight, failure, empty, children }: PagedResultsProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {query.isPending ? (
        <Skeleton className={`${loadingHeight} w-full`} />
      ) : query.isError ? (
        <ErrorState message={failure} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        empty
      ) : (
        children(items)
      )}
      <LoadMore query={query} />
    </>
  );
}
