import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

export interface ListSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading backlinks". */
  label: string;
  /** Layout of the placeholders (the list's own grid or spacing). */
  className: string;
  count: number;
  /** Size of one placeholder, e.g. "h-16". */
  itemClassName: string;
}

/** Placeholders shaped like a list while it loads. */
export function ListSkeleton({ label, className, count, itemClassName }: ListSkeletonProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {[...Array(count).keys()].map((n) => (
        <Skeleton key={n} className={itemClassName} />
      ))}
    </div>
  );
}

interface RecordListProps<T> {
  /** The records, and whether the first read is still under way. */
  list: { items: T[]; isPending: boolean };
  /** The list's accessible name, e.g. "Backlinks". */
  label: string;
  /** The list's layout (grid or spacing classes). */
  className: string;
  /** The placeholders shown while the list loads. */
  loading: ListSkeletonProps;
  /** What replaces an empty list, usually an EmptyState. */
  empty: ReactNode;
  /** One <li> (with its key) per record. */
  children: (item: T) => ReactNode;
}

/** A page's records: placeholders while loading, the empty state, or the list itself. */
export function RecordList<T>({ list, label, className, loading, empty, children }: RecordListProps<T>) {
  if (list.isPending) return <ListSkeleton {...loading} />;
  if (list.items.length === 0) return empty;
  return (
    <ul className={className} aria-label={label}>
      {list.items.map((item) => children(item))}
    </ul>
  );
}
