import type { ReactNode } from 'react';

/** The content frame of the public marketplace pages (the layout route above supplies the header). */
export function MarketplaceShell({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</main>;
}
