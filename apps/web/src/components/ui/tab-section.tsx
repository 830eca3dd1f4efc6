import type { ReactNode } from 'react';

interface TabSectionProps {
  /** The heading's id; the heading names the section. */
  headingId: string;
  title: string;
  /** Hide the heading visually where the tab's name already says it (it still names the section). */
  hideTitle?: boolean;
  /** Buttons beside the heading (New Project, Create Campaign). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A tab's content under its heading (the CRM's tabs, Campaigns), with the tab's actions on the heading's row. */
export function TabSection({ headingId, title, hideTitle, actions, className = 'space-y-4', children }: TabSectionProps) {
  const heading = (
    <h2 id={headingId} className={hideTitle ? 'sr-only' : 'text-xl font-semibold'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
