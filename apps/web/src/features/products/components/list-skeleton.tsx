import { Skeleton } from '@/components/ui/skeleton';

interface ListSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading backlinks". */
  label: string;
  /** Layout of the placeholders (the list's own grid or spacing). */
  className: string;
  count: number;
  /** Size of one placeholder, e.g. "h-16". */
  itemClassName: string;
}

/** Placeholders shaped like a product list while it loads. */
export function ListSkeleton({ label, className, count, itemClassName }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {[...Array(count).keys()].map((n) => (
        <Skeleton key={n} className={itemClassName} />
      ))}
    </div>
  );
}
