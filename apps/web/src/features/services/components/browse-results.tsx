import { SearchX } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useBrowseServices } from '../api/use-browse-services';
import { useBrowseParams } from '../hooks/use-browse-params';
import { ServiceCard } from './service-card';

const gridClasses = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

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

  return (
    <div className="space-y-6" aria-busy={results.isPlaceholderData || undefined}>
      <p className="sr-only" role="status">
        {services.length}
        {results.hasNextPage ? '+' : ''} services shown
      </p>
      <ul className={gridClasses} aria-label="Services">
        {services.map((service, index) => (
          <li key={service.id} className="flex min-w-0">
            <ServiceCard service={service} eager={index < 3} />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasMore={results.hasNextPage}
        onClick={() => results.fetchNextPage()}
        loading={results.isFetchingNextPage}
      />
    </div>
  );
}
