import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { useMe } from '@/lib/use-me';
import { BackLink } from './back-link';
import { BrowseFilters } from './browse-filters';
import { BrowseResults } from './browse-results';

export function BrowsePage() {
  const me = useMe();
  return (
    <MarketplaceShell>
      <title>Browse Marketplace · ProClub</title>
      <div className="space-y-6">
        <div className="space-y-3">
          <BackLink to={me.data ? '/dashboard' : '/'}>Back</BackLink>
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Browse Marketplace</h1>
            <p className="text-muted-foreground">Find trusted professionals for your next project.</p>
          </div>
        </div>
        <BrowseFilters />
        <section aria-labelledby="browse-results-heading">
          <h2 id="browse-results-heading" className="sr-only">
            Results
          </h2>
          <BrowseResults />
        </section>
      </div>
    </MarketplaceShell>
  );
}
