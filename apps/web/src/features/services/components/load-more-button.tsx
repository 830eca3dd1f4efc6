import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The one 'Load more' under every paged list of services (browse, My Services, a seller page). */
export function LoadMoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={loading}>
        {loading && <Spinner />}
        Load more
      </Button>
    </div>
  );
}
