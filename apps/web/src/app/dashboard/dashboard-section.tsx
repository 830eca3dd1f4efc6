import type { ReactNode } from 'react';

interface DashboardSectionProps {
  /** The heading's id; the section is named by its heading for screen readers. */
  id: string;
  heading: string;
  /** Hide the heading visually where the cards speak for themselves (it still names the section). */
  hideHeading?: boolean;
  className?: string;
  children: ReactNode;
}

/** A band of the dashboard under its own heading. */
export function DashboardSection({ id, heading, hideHeading, className, children }: DashboardSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={hideHeading ? 'sr-only' : 'text-lg font-semibold'}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
