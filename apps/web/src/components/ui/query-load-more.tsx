import { LoadMoreButton } from './load-more-button';

/** A paged query's next-page state (react-query's useInfiniteQuery result or alike). */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' for a paged query: reads its next page, hidden once everything is shown. */
export function QueryLoadMore({ query }: { query: NextPageQuery }) {
  return <LoadMoreButton hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />;
}
