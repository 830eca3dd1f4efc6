import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SettingsPageProps {
  title: string;
  /** The line under the title. */
  intro: ReactNode;
  children: ReactNode;
}

/** A narrow page of the user's own settings (account, profile): back to the dashboard, the title, then the sections. */
export function SettingsPage({ title, intro, children }: SettingsPageProps) {
  return (
    <>
      <title>{`${title} · ProClub`}</title>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Dashboard
          </Link>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{intro}</p>
        </div>
        {children}
      </main>
    </>
  );
}
