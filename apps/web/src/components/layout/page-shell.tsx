import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export interface PageShellProps {
  title: string;
  description?: string;
  /** Where the back link goes. */
  back: { to: string; label: string };
  /** Primary actions next to the back link. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a screen under the app header: title, description, the back link and the screen's own actions. */
export function PageShell({ title, description, back, actions, children }: PageShellProps) {
  return (
    <>
      <title>{`${title} · ProClub`}</title>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={back.to} className={buttonClasses('outline', 'sm')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {back.label}
            </Link>
            {actions}
          </div>
        </div>
        {children}
      </main>
    </>
  );
}
