import type { ReactNode } from 'react';
import { AppHeader } from '@/components/layout/app-header';
import { useMe } from '@/features/auth/api/use-me';
import { LandingHeader } from '@/features/landing/components/landing-header';

/** Public marketplace pages: the app header when signed in, the public top bar otherwise. */
export function MarketplaceShell({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <div className="min-h-screen bg-muted/40">
      {me.isPending ? (
        <div className="h-16 border-b border-border bg-background" aria-hidden="true" />
      ) : me.data ? (
        <AppHeader me={me.data} />
      ) : (
        <LandingHeader />
      )}
      <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>
    </div>
  );
}
