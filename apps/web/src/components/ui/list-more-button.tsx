import { Button } from './button';

/**
 * The quiet "Load more" under a short list inside a card or panel (LoadMoreButton is the page-level one):
 * hidden when everything is shown, disabled while the next page loads.
 */
export function ListMoreButton({
  list,
  children,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="mt-2 w-full"
      onClick={() => list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {children}
    </Button>
  );
}
