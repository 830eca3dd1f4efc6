import type { SearchMatches } from '@proclub/contracts/services';
import { SearchX } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { countOf, formatCount } from '@/lib/format';
import { useBrowseServices } from '../api/use-browse-services';
import { useBrowseParams } from '../hooks/use-browse-params';
import { ServiceCard } from './service-card';

const gridClasses = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** '12 results for "logo"', or, when the words matched nothing as written, what is shown instead. */
function SearchSummary({ q, matches }: { q: string; matches: SearchMatches }) {
  const count = `${formatCount(matches.count)}${matches.atLeast ? '+' : ''}`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="search-summary">
      {matches.similar ? (
        <>
          No exact matches for <span className="font-medium text-foreground">“{q}”</span>. Showing{' '}
          {countOf(matches.count, 'service')} with similar titles.
        </>
      ) : (
        <>
          {count} {matches.count === 1 && !matches.atLeast ? 'result' : 'results'} for{' '}
          <span className="font-medium text-foreground">“{q}”</span>
        </>
      )}
    </p>
  );
}

export function BrowseResults() {
  const { filters } = useBrowseParams();
  const results = useBrowseServices(filters);

  if (results.isPending) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-center text-sm text-muted-foreground">Loading services...</p>
        <div className={gridClasses}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-96" />
          ))}
        </div>
      </div>
    );
  }
  if (results.isError) {
    return (
      <ErrorState
        message={`Error loading services: ${errorMessage(results.error, 'Failed to load services')}`}
        onRetry={() => results.refetch()}
      />
    );
  }

  const services = results.data.pages.flatMap((page) => page.items);
  if (services.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center text-muted-foreground">
        <SearchX className="h-8 w-8" aria-hidden="true" />
        <p>No services found matching your criteria.</p>
      </div>
    );
  }

  const matches = results.data.pages[0]?.matches ?? null;
  return (
    <div className="space-y-6" aria-busy={results.isPlaceholderData || undefined}>
      {matches && filters.q ? <SearchSummary q={filters.q} matches={matches} /> : null}
      <p className="sr-only" role="status">
        {results.hasNextPage ? `${formatCount(services.length)}+ services shown` : `${countOf(services.length, 'service')} shown`}
      </p>
      <ul className={gridClasses} aria-label="Services">
        {services.map((service, index) => (
          <li key={service.id} className="flex min-w-0">
            <ServiceCard service={service} eager={index < 3} />
          </li>
        ))}
      </ul>
      <LoadMore query={results} />
    </div>
  );
}
