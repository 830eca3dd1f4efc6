import type { AgencyBrand } from '@proclub/contracts/branding';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { PublicNotFound, PublicShell } from '@/components/layout/public-shell';
import { Button } from '@/components/ui/button';
import { QueryStatus } from '@/components/ui/query-status';
import { isNotFoundError } from '@/lib/api-client';
import { useHostBrand, usePortalEntry } from '../api/use-branding';

/** The branded sign-in to an agency's client portal: its name, logo and colour; into /portal. */
function PortalEntry({ brand }: { brand: AgencyBrand }) {
  return (
    <PublicShell brand={brand} title="Client portal">
      <section
        className="mx-auto max-w-md space-y-4 rounded-lg border border-border bg-card p-6 text-center"
        aria-labelledby="portal-heading"
        data-testid="portal-entry"
      >
        {brand.logoUrl && <img src={brand.logoUrl} alt={brand.name} className="mx-auto h-16 w-auto max-w-60 object-contain" />}
        <h1 id="portal-heading" className="text-2xl font-bold tracking-tight">
          {brand.name} client portal
        </h1>
        <p className="text-sm text-muted-foreground">
          Sign in to see your projects, proposals, reports and invoices from {brand.name}.
        </p>
        <Button asChild size="lg" className="w-full" style={brand.color ? { backgroundColor: brand.color } : undefined}>
          <Link to="/portal">
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Sign in to your portal
          </Link>
        </Button>
        {brand.supportEmail && (
          <p className="text-xs text-muted-foreground">
            Need access? Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
          </p>
        )}
      </section>
    </PublicShell>
  );
}

/** /p/:slug: the agency's portal address. */
export function PortalBySlugPage({ slug }: { slug: string }) {
  const entry = usePortalEntry(slug);
  if (isNotFoundError(entry.error)) return <PublicNotFound what="Portal" />;
  if (!entry.isSuccess)
    return (
      <PublicShell brand={null} title="Client portal">
        <QueryStatus query={entry} what="portal" placeholders={['h-48']} />
      </PublicShell>
    );
  return <PortalEntry brand={entry.data.brand} />;
}

/** /p on an agency's verified custom domain: the agency the host belongs to. */
export function PortalByHostPage() {
  const host = useHostBrand();
  if (host.isSuccess && !host.data.portal) return <PublicNotFound what="Portal" />;
  if (!host.isSuccess || !host.data.portal)
    return (
      <PublicShell brand={null} title="Client portal">
        <QueryStatus query={host} what="portal" placeholders={['h-48']} />
      </PublicShell>
    );
  return <PortalEntry brand={host.data.portal.brand} />;
}
