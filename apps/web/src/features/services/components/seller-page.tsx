import { type Role, roleLabels } from '@proclub/contracts/profiles';
import { Building2, Globe, MapPin, UserX } from 'lucide-react';
import { MarketplaceShell } from '@/components/layout/marketplace-shell';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useSeller } from '../api/use-seller';
import { BackLink } from './back-link';
import { NextPageControl } from './next-page-control';
import { RatingSummary } from './rating-line';
import { ServiceCard } from './service-card';
import { NotFoundNotice } from './service-not-found';

/** Only http(s) links are rendered, whatever was stored. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

export function SellerPage({ sellerId }: { sellerId: string }) {
  const query = useSeller(sellerId);

  if (query.isPending) {
    return (
      <MarketplaceShell>
        <div className="space-y-6" role="status" aria-label="Loading seller">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </MarketplaceShell>
    );
  }
  if (!query.data) {
    return (
      <MarketplaceShell>
        {isNotFoundError(query.error) ? (
          <NotFoundNotice icon={UserX} title="Seller Not Found" message="The seller you're looking for doesn't exist." />
        ) : (
          <div className="mx-auto max-w-md py-12">
            <ErrorState message="Failed to load seller profile" onRetry={() => query.refetch()} />
          </div>
        )}
      </MarketplaceShell>
    );
  }

  const { seller, rating } = query.data.pages[0];
  const services = query.data.pages.flatMap((page) => page.services);
  const name = seller.fullName || 'User';
  const website = seller.website ? safeUrl(seller.website) : null;
  return (
    <MarketplaceShell>
      <title>{`${name} · ProClub`}</title>
      <BackLink to="/browse" className="mb-4">
        Back to Browse
      </BackLink>
      <div className="space-y-8">
        <section className="rounded-lg border border-border bg-card p-6 shadow-sm">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <Avatar name={name} imageUrl={seller.avatarUrl} className="h-20 w-20 text-2xl" />
            <div className="min-w-0 flex-1 space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold tracking-tight break-words">{name}</h1>
                {seller.role && <Badge variant="secondary">{roleLabels[seller.role as Role] ?? seller.role}</Badge>}
              </div>
              <RatingSummary averageRating={rating.average} totalReviews={rating.count} testId="seller-rating" />
              <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                <li className="flex items-center gap-1.5">
                  <Building2 className="h-4 w-4" aria-hidden="true" />
                  {seller.companyName || 'Professional Seller'}
                </li>
                {seller.location && (
                  <li className="flex items-center gap-1.5">
                    <MapPin className="h-4 w-4" aria-hidden="true" />
                    {seller.location}
                  </li>
                )}
                {website && (
                  <li className="flex min-w-0 items-center gap-1.5">
                    <Globe className="h-4 w-4 shrink-0" aria-hidden="true" />
                    <a
                      href={website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="truncate text-primary hover:underline"
                    >
                      {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                    </a>
                  </li>
                )}
              </ul>
              {seller.bio && <p className="whitespace-pre-line break-words text-sm leading-relaxed">{seller.bio}</p>}
            </div>
          </div>
        </section>
        <section aria-labelledby="seller-services-heading" className="space-y-4">
          <h2 id="seller-services-heading" className="text-xl font-semibold">
            Services by {name}
          </h2>
          {services.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted-foreground">
              This seller has no active services right now.
            </p>
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Services">
                {services.map((service) => (
                  <li key={service.id} className="flex min-w-0">
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
              <NextPageControl query={query} />
            </>
          )}
        </section>
      </div>
    </MarketplaceShell>
  );
}
