import type { ReactNode } from 'react';
import { BackLink } from './back-link';

/** Page frame for creating and editing a service. */
export function ServiceEditorLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${title} · ProClub`}</title>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
        <BackLink to="/dashboard" className="mb-4">
          Back to Dashboard
        </BackLink>
        <div className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8">
          <div className="mb-6 space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </div>
      </main>
    </>
  );
}
