import { LoadMore, type NextPageQuery } from './load-more';

export type { NextPageQuery };

/**
 * @deprecated Use LoadMore (./load-more). Kept only for features/services (next-page-control.tsx), which another
 * branch was editing when LoadMore came in: convert it after merge, then delete this file.
 */
export function QueryLoadMore({ query }: { query: NextPageQuery }) {
  return <LoadMore query={query} />;
}
