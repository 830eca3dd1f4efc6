import { Button } from '@/components/ui/button';

/** 'Load more' under a paginated list (CRM, hub, proposals, marketplace); hidden when everything is shown. */
export function LoadMoreButton({
  hasMore,
  loading,
  onClick,
  label = 'Load more',
}: {
  hasMore: boolean;
  loading: boolean;
  onClick: () => void;
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onClick} busy={loading}>
        {label}
      </Button>
    </div>
  );
}
