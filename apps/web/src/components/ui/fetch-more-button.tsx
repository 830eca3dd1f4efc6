import { Button, type ButtonProps } from './button';

interface FetchMoreButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The paged query (react-query's useInfiniteQuery result or alike). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: string;
}

/** Reads the next page of a list in place; absent once everything is shown. Busy while the page loads. */
export function FetchMoreButton({ query, children, ...button }: FetchMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button {...button} onClick={() => query.fetchNextPage()} busy={query.isFetchingNextPage}>
      {children}
    </Button>
  );
}
