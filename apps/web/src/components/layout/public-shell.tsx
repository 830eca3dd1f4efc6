import type { PublicBrand } from '@proclub/contracts/hub';
import type { ReactNode } from 'react';

/**
 * The frame of the pages clients open from an email: the seller's name, nothing of the app around it, and
 * (unless the seller has White Label Access) a small credit. Never indexed.
 */
export function PublicShell({ brand, title, children }: { brand: PublicBrand | null; title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-muted/40">
      <title>{brand ? `${title} · ${brand.name}` : title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header
        className="border-b border-border bg-background"
        style={brand?.color ? { borderBottomColor: brand.color, borderBottomWidth: 3 } : undefined}
      >
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
          {brand?.logoUrl && <img src={brand.logoUrl} alt="" className="h-8 w-auto max-w-40 object-contain" />}
          <p
            className="truncate font-semibold"
            data-testid="public-brand"
            style={brand?.color ? { color: brand.color } : undefined}
          >
            {brand?.name ?? '\u00a0'}
          </p>
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">{children}</main>
      {brand && (brand.supportEmail || !brand.whiteLabel) && (
        <footer className="mx-auto max-w-5xl space-y-1 px-4 pb-8 text-center text-xs text-muted-foreground">
          {brand.supportEmail && (
            <p>
              Questions? Write to{' '}
              <a className="underline" href={`mailto:${brand.supportEmail}`}>
                {brand.supportEmail}
              </a>
              .
            </p>
          )}
          {!brand.whiteLabel && <p>Prepared with ProClub, the platform for service professionals.</p>}
        </footer>
      )}
    </div>
  );
}

/** A link that opens nothing: the same page for a wrong, old or deleted link. */
export function PublicNotFound({ what }: { what: string }) {
  return (
    <PublicShell brand={null} title={`${what} not found`}>
      <div className="rounded-lg border border-border bg-card p-8 text-center">
        <h1 className="text-xl font-semibold">{what} not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">This link is not valid any more. Ask the sender for a new one.</p>
      </div>
    </PublicShell>
  );
}
