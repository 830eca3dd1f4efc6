import { Package, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { IconTile } from '@/components/ui/icon-tile';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { ApiClientError } from '@/lib/api-client';
import { useMyServices } from '../api/use-my-services';
import { MyServiceCard } from './my-service-card';
import { NextPageControl } from './next-page-control';

/** The dashboard's My Services tab: loading, empty, error, or a two-column grid with 'Load more'. */
export function MyServices() {
  const services = useMyServices();

  if (services.isPending) {
    return <LoadingBlocks label="Loading services" className="grid gap-4 md:grid-cols-2" blockClassName="h-56" />;
  }
  // A member's role does not manage the workspace's listings (ADR 045 §5): say so instead of an error.
  if (services.error instanceof ApiClientError && services.error.status === 403)
    return (
      <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-sm text-muted-foreground">
        The workspace’s owners and admins manage its services.
      </p>
    );
  // A failed first load replaces the list; a failed 'Load more' keeps what is shown and offers a retry below it.
  if (!services.data) return <ErrorState message="Failed to load services" onRetry={() => services.refetch()} />;

  const items = services.data.pages.flatMap((page) => page.items);
  const total = services.data.pages[0]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
        <IconTile
          icon={Package}
          className="h-12 w-12 rounded-full bg-secondary text-secondary-foreground"
          iconClassName="h-6 w-6"
        />
        <h3 className="text-lg font-semibold">No services yet</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          List your first service so clients can find you in the marketplace.
        </p>
        <Link to="/services/new" className={buttonClasses('default')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Your First Service
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="services-count">
          {total} service(s) listed
        </p>
        <Link to="/services/new" className={buttonClasses('default', 'sm')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add New Service
        </Link>
      </div>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="My services">
        {items.map((service) => (
          <li key={service.id} className="flex min-w-0">
            <MyServiceCard service={service} />
          </li>
        ))}
      </ul>
      <NextPageControl query={services} />
    </div>
  );
}
