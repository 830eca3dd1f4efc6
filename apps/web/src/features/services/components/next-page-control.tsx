import { ErrorState } from '@/components/ui/error-state';
import { LoadMore, type NextPageQuery } from '@/components/ui/load-more';

interface PagedServices extends NextPageQuery {
  isFetchNextPageError: boolean;
}

/** Under a list of services: 'Load more', or a retry when the last page failed (what is shown stays). */
export function NextPageControl({ query }: { query: PagedServices }) {
  return query.isFetchNextPageError ? (
    <ErrorState message="Failed to load services" onRetry={() => query.fetchNextPage()} />
  ) : (
    <LoadMore query={query} />
  );
}
