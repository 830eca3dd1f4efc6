import type { ReactNode } from 'react';
import { LoadingBlocks, type LoadingBlocksProps } from './skeleton';

interface RecordListProps<T> {
  /** The records, and whether the first read is still under way. */
  list: { items: T[]; isPending: boolean };
  /** The list's accessible name, e.g. "Backlinks". */
  label: string;
  /** The list's layout (grid or spacing classes). */
  className: string;
  /** The placeholders shown while the list loads. */
  loading: LoadingBlocksProps;
  /** What replaces an empty list, usually an EmptyState. */
  empty: ReactNode;
  /** One <li> (with its key) per record. */
  children: (item: T) => ReactNode;
}

/** A page's records: placeholders while loading, the empty state, or the list itself. */
export function RecordList<T>({ list, label, className, loading, empty, children }: RecordListProps<T>) {
  if (list.isPending) return <LoadingBlocks {...loading} />;
  if (list.items.length === 0) return empty;
  return (
    <ul className={className} aria-label={label}>
      {list.items.map((item) => children(item))}
    </ul>
  );
}
