import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';

interface PagedServices {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Under a list of services: 'Load more', or a retry when the last page failed (what is shown stays). */
export function NextPageControl({ query }: { query: PagedServices }) {
  return query.isFetchNextPageError ? (
    <ErrorState message="Failed to load services" onRetry={() => query.fetchNextPage()} />
  ) : (
    <LoadMoreButton hasMore={query.hasNextPage} onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage} />
  );
}
