import { Button, type ButtonProps } from './button';
import type { NextPageQuery } from './query-load-more';

interface FetchMoreButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  query: NextPageQuery;
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
