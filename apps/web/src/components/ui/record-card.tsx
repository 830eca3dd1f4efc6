import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface RecordCardProps {
  /** The card's accessible name (the record's name). */
  label: string;
  testId: string;
  /** The heading's content: the name, or a button that opens the record. */
  heading: ReactNode;
  /** The classes of the heading (a long title wraps, a name truncates). */
  headingClassName?: string;
  /** The line under the heading. */
  subtitle?: ReactNode;
  /** The status badge, top right. */
  badge: ReactNode;
  /** The space between the card's blocks. */
  gap: 'gap-3' | 'gap-4';
  children: ReactNode;
}

/** A CRM record as a card (client, project; a campaign too): name, subtitle and status on top, the record's blocks below. */
export function RecordCard({
  label,
  testId,
  heading,
  headingClassName = 'truncate font-semibold',
  subtitle,
  badge,
  gap,
  children,
}: RecordCardProps) {
  return (
    <article
      aria-label={label}
      className={cn('flex w-full flex-col rounded-lg border border-border bg-card p-5 shadow-sm', gap)}
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className={headingClassName}>{heading}</h3>
          {subtitle}
        </div>
        {badge}
      </div>
      {children}
    </article>
  );
}
