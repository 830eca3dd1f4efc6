import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ScrollTableProps {
  /** The scrolling region's accessible name. */
  label: string;
  /** The table's caption, for screen readers. */
  caption: string;
  /** How wide the table stays before the region scrolls, e.g. "min-w-[32rem]". */
  minWidth: string;
  /** The column headings (HeadCell). */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A wide table in a region that scrolls sideways on narrow screens. */
export function ScrollTable({ label, caption, minWidth, head, children }: ScrollTableProps) {
  return (
    <section
      className="relative w-0 min-w-full overflow-x-auto rounded-md border border-border"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** A column heading; a numeric column's is right-aligned like its numbers. */
export function HeadCell({ numeric, children }: { numeric?: boolean; children: ReactNode }) {
  return (
    <th scope="col" className={cn('px-3 py-2 font-medium', numeric && 'text-right')}>
      {children}
    </th>
  );
}
