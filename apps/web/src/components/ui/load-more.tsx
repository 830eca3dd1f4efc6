import { cn } from '@/lib/utils';
import { Button } from './button';

/** A paged list's next-page state: react-query's useInfiniteQuery result, or alike (a mutation reading by cursor). */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  query: NextPageQuery;
  /** The button's text, kept while the page loads (specs and tests find it by name). */
  label?: string;
  /** A small ghost button, for side panels and message lists, instead of the outlined one under a page's list. */
  compact?: boolean;
  /** The button's classes (e.g. `w-full`). */
  className?: string;
}

/**
 * The one 'Load more' under a paged list: reads the next page in place, absent once everything is shown, and busy
 * (spinner, disabled: one request at a time) while the page loads.
 */
export function LoadMore({ query, label = 'Load more', compact = false, className }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', !compact && 'pt-2')}>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'sm' : undefined}
        className={className}
        onClick={() => query.fetchNextPage()}
        busy={query.isFetchingNextPage}
      >
        {label}
      </Button>
    </div>
  );
}
