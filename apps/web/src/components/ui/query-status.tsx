import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

interface QueryStatusProps {
  query: { isPending: boolean; refetch: () => unknown };
  /** The record, as the messages name it: "Loading report", "Failed to load report". */
  what: string;
  /** The placeholders' heights, top to bottom, e.g. ['h-24', 'h-64']. */
  placeholders: string[];
}

/** A page's record before it can be shown: placeholders while it loads, or the failure with Retry. */
export function QueryStatus({ query, what, placeholders }: QueryStatusProps) {
  if (!query.isPending) return <ErrorState message={`Failed to load ${what}`} onRetry={() => query.refetch()} />;
  return (
    <div className="space-y-4" role="status" aria-label={`Loading ${what}`}>
      {placeholders.map((height) => (
        <Skeleton key={height} className={height} />
      ))}
    </div>
  );
}
