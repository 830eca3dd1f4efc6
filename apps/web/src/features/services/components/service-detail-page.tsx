import type { Service } from '@proclub/contracts/services';
import { CircleCheck, Clock, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { ReportButton } from '@/components/moderation/report-button';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { IconList } from '@/components/ui/icon-list';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useMe } from '@/lib/use-me';
import { useService } from '../api/use-service';
import { BackLink } from './back-link';
import { CategoryBadge } from './category-badge';
import { PackageComparison } from './package-comparison';
import { RatingLine } from './rating-line';
import { SellerCard } from './seller-card';
import { ServiceGallery } from './service-gallery';
import { ServiceNotFound } from './service-not-found';
import { ServiceOrderPanel } from './service-order-panel';
import { ServiceReviews } from './service-reviews';
import { TagList } from './tag-list';

interface ServiceDetailPageProps {
  serviceId: string;
  /** The order action in the side panel (orders and membership own it; the route composes it in). */
  orderAction: (service: Service) => ReactNode;
}

export function ServiceDetailPage({ serviceId, orderAction }: ServiceDetailPageProps) {
  const query = useService(serviceId);
  const me = useMe();

  if (query.isPending)
    return (
      <MarketplaceShell>
        <DetailSkeleton />
      </MarketplaceShell>
    );
  if (query.isError) {
    return (
      <MarketplaceShell>
        {isNotFoundError(query.error) ? (
          <ServiceNotFound />
        ) : (
          <div className="mx-auto max-w-md py-12">
            <ErrorState message="Failed to load service details" onRetry={() => query.refetch()} />
          </div>
        )}
      </MarketplaceShell>
    );
  }

  const service = query.data;
  const isOwner = me.data?.user.id === service.userId;
  return (
    <MarketplaceShell>
      <title>{`${service.title} · ProClub`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackLink to="/browse">Back to Browse</BackLink>
        {isOwner && (
          <Link to={`/services/edit/${service.id}`} className={buttonClasses('outline', 'sm')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Service
          </Link>
        )}
        {me.data && !isOwner && <ReportButton targetType="service" targetId={service.id} />}
      </div>
      {service.moderation && (
        <div role="note" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
          <p className="font-semibold">Hidden by moderation</p>
          <p>Reason: {service.moderation.reason}</p>
          {isOwner && <p className="mt-1">Only you and the moderators can see it. Edit the service to appeal.</p>}
        </div>
      )}
      {isOwner && !service.isActive && (
        <p role="note" className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm">
          This service is inactive: only you can see it. Activate it from your dashboard to list it in the marketplace.
        </p>
      )}
      {/* On small screens the order panel follows the title; on wide screens it is a sticky side column. */}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <ServiceGallery
            title={service.title}
            category={service.category}
            images={service.portfolioItems}
            fallbackUrl={service.imageUrl}
          />
          <div className="space-y-3">
            <CategoryBadge category={service.category} />
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{service.title}</h1>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <RatingLine serviceId={service.id} />
              {service.deliveryTime && (
                <p className="flex items-center gap-1.5 text-muted-foreground">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {service.deliveryTime} delivery
                </p>
              )}
            </div>
          </div>
        </div>
        <aside
          className="space-y-6 lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label="Order and seller"
        >
          <ServiceOrderPanel service={service} orderAction={orderAction(service)} />
          <SellerCard seller={service.seller} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-semibold">About This Service</h2>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line break-words text-sm leading-relaxed">{service.description}</p>
            </CardContent>
          </Card>
          {service.features.length > 0 && (
            <Card>
              <CardHeader>
                <h2 className="text-xl font-semibold">What's Included</h2>
              </CardHeader>
              <CardContent>
                <IconList items={[...new Set(service.features)]} icon={CircleCheck} iconClassName="text-success" />
              </CardContent>
            </Card>
          )}
          <PackageComparison service={service} />
          {service.tags.length > 0 && (
            <section aria-labelledby="tags-heading" className="space-y-3">
              <h2 id="tags-heading" className="text-xl font-semibold">
                Tags
              </h2>
              <TagList tags={service.tags} max={service.tags.length} />
            </section>
          )}
          <ServiceReviews service={service} />
        </div>
      </div>
    </MarketplaceShell>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-3" role="status" aria-label="Loading service">
      <div className="space-y-4 lg:col-span-2">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
