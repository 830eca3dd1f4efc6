import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Added to the number's classes, e.g. a colour. */
  valueClassName?: string;
}

/** Headline figures as a description list: a small label over each large number (a report's or a proposal's totals). */
export function FigureList({ figures, className }: { figures: readonly Figure[]; className: string }) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className={cn('text-xl font-bold tabular-nums', figure.valueClassName)}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
