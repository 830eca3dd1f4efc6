import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { RecordList } from './record-list';

/** How a page lays out its records; the loading placeholders take the same layout. */
const LAYOUTS = {
  /** One bordered box, a row per record. */
  rows: { className: 'divide-y divide-border rounded-lg border border-border bg-card', loadingClassName: 'space-y-2', count: 2 },
  'stack-3': { className: 'space-y-3', count: 2 },
  'stack-4': { className: 'space-y-4', count: 2 },
  'grid-2': { className: 'grid gap-4 md:grid-cols-2', count: 2 },
  'grid-3': { className: 'grid gap-4 md:grid-cols-2 lg:grid-cols-3', count: 3 },
} satisfies Record<string, { className: string; loadingClassName?: string; count: number }>;

/** What a page says around its list of records: a page keeps these in a table beside its others. */
export interface RecordListFrame {
  /** The list's accessible name, e.g. "Backlinks". */
  label: string;
  /** The placeholders' accessible name while the list loads, e.g. "Loading backlinks". */
  loading: string;
  layout: keyof typeof LAYOUTS;
  /** A placeholder's height class, near a record's own. */
  blockHeight: string;
  emptyIcon: LucideIcon;
  emptyMessage: string;
  /** The label of the empty state's button (it calls `onAdd`), if it offers one. */
  emptyAction?: string;
}

interface FramedRecordListProps<T> {
  frame: RecordListFrame;
  list: { items: T[]; isPending: boolean };
  /** Opens the page's New / Add dialog (the empty state's button). */
  onAdd?: () => void;
  /** One <li> (with its key) per record. */
  children: (item: T) => ReactNode;
}

/** A RecordList laid out and worded by its frame: placeholders while loading, the empty state, or the records. */
export function FramedRecordList<T>({ frame, list, onAdd, children }: FramedRecordListProps<T>) {
  const { className, count, ...layout } = LAYOUTS[frame.layout];
  const loadingClassName = 'loadingClassName' in layout ? layout.loadingClassName : className;
  return (
    <RecordList
      list={list}
      label={frame.label}
      className={className}
      loading={{ label: frame.loading, className: loadingClassName, count, blockClassName: frame.blockHeight }}
      empty={
        <EmptyState icon={frame.emptyIcon} message={frame.emptyMessage}>
          {frame.emptyAction && (
            <Button size="sm" onClick={onAdd}>
              {frame.emptyAction}
            </Button>
          )}
        </EmptyState>
      }
    >
      {children}
    </RecordList>
  );
}
