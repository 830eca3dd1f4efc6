import type { ServicePriceFacts } from '@proclub/contracts/price';
import { type Role, roleLabels } from '@proclub/contracts/profiles';
import type { ServiceCard as ServiceCardData } from '@proclub/contracts/services';
import { type MouseEvent, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { formatServicePrice } from '@/lib/price';
import { CategoryBadge } from './category-badge';
import { RatingSummary } from './rating-line';
import { ServiceImage } from './service-image';
import { TagList } from './tag-list';

const sellerRole = (role: string | null) => (role && roleLabels[role as Role]) || 'Vendor';

/** A marketplace result. The whole card opens the service (the title link stretches over it). */
/** `service`: a card (browse, search) or a full service (the seller page); either gives the one price line. */
export function ServiceCard({
  service,
  eager,
}: {
  service: Omit<ServiceCardData, 'lowestPackagePrice'> & ServicePriceFacts;
  eager?: boolean;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const href = `/service/${service.id}`;
  // Mouse users can click anywhere on the card; keyboard and screen-reader users get the title and
  // View Details links. Clicks on those links, and text selections, are left alone.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button') || window.getSelection()?.toString()) return;
    navigate(href);
  };
  const image = service.portfolioItems[0]?.thumbnailUrl ?? service.imageUrl;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard path; this only widens the mouse target
    <article
      onClick={openFromCard}
      className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow cursor-pointer focus-within:ring-2 focus-within:ring-primary hover:shadow-md"
      data-testid="service-card"
    >
      <ServiceImage src={image} alt="" category={service.category} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <Avatar name={service.seller.fullName || 'Anonymous'} imageUrl={service.seller.avatarUrl} className="h-8 w-8" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{service.seller.fullName || 'Anonymous'}</p>
              <p className="text-xs text-muted-foreground">{sellerRole(service.seller.role)}</p>
            </div>
          </div>
          <CategoryBadge category={service.category} className="shrink-0" />
        </div>
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          <Link to={href} className="hover:underline focus-visible:outline-none">
            {service.title}
          </Link>
        </h3>
        <RatingSummary averageRating={service.averageRating} totalReviews={service.totalReviews} testId="card-rating" />
        <p className="line-clamp-3 text-sm text-muted-foreground">{service.description}</p>
        <TagList tags={service.tags} />
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="font-semibold" data-testid="card-price">
            {formatServicePrice(service)}
          </p>
          <Link to={href} className={buttonClasses('outline', 'sm')} aria-describedby={titleId}>
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
}
