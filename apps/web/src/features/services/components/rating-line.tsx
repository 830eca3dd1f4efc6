import { Star } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '@/lib/format';
import { noRating, useServiceRating } from '../api/use-service-rating';

const oneDecimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatRating(averageRating: number, totalReviews: number): string {
  if (totalReviews === 0) return 'No reviews yet';
  return `${oneDecimal.format(averageRating)} (${countOf(totalReviews, 'review')})`;
}

/** Stars and 'N.N (N reviews)', or 'No reviews yet'; the one way ratings read on cards, seller and service pages. */
export function RatingSummary({
  averageRating,
  totalReviews,
  testId,
}: {
  averageRating: number;
  totalReviews: number;
  testId?: string;
}) {
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid={testId}>
      <Star
        className={totalReviews > 0 ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-muted-foreground'}
        aria-hidden="true"
      />
      <span className={totalReviews > 0 ? 'font-medium' : 'text-muted-foreground'}>
        {formatRating(averageRating, totalReviews)}
      </span>
    </p>
  );
}

/** The live rating from /rating; a failed lookup shows 0 reviews rather than an error. */
export function RatingLine({ serviceId }: { serviceId: string }) {
  const rating = useServiceRating(serviceId);
  if (rating.isPending) return <Skeleton className="h-5 w-32" />;
  const { averageRating, totalReviews } = rating.data ?? noRating;
  return <RatingSummary averageRating={averageRating} totalReviews={totalReviews} testId="rating-line" />;
}
