import { LoadMore } from './load-more';

/**
 * @deprecated Use LoadMore (./load-more). Kept only for features/services (browse-results.tsx), which another branch
 * was editing when LoadMore came in: convert it after merge, then delete this file.
 */
export function LoadMoreButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  return <LoadMore query={{ hasNextPage: hasMore, isFetchingNextPage: loading, fetchNextPage: onClick }} />;
}
