import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The heading's id; the heading names the card's section. */
  headingId: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** A card of the dashboard: its heading and one line saying what it holds, then the content. */
export function DashboardCard({ headingId, title, description, children }: DashboardCardProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
