import { REVIEW_NEEDS_COMPLETED_ORDER } from '@proclub/contracts/orders';
import type { Service } from '@proclub/contracts/services';
import { Link } from 'react-router';
import { ReportButton } from '@/components/moderation/report-button';
import { Avatar } from '@/components/ui/avatar';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useMe } from '@/lib/use-me';
import { useReviewEligibility } from '../api/use-review-eligibility';
import { useServiceReviews } from '../api/use-service-reviews';
import { ReviewForm } from './review-form';
import { StarDisplay } from './star-display';

/** Reviews newest first with 'Show more', and the review form for buyers whose order of the service is completed. */
export function ServiceReviews({ service }: { service: Service }) {
  const me = useMe();
  const reviews = useServiceReviews(service.id);
  const eligibility = useReviewEligibility(service.id, !!me.data && me.data.user.id !== service.userId);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  const viewerId = me.data?.user.id;
  const alreadyReviewed = !!viewerId && items.some((review) => review.reviewer.id === viewerId);

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {!me.isPending &&
        (!me.data ? (
          // Reviews come only from buyers, so a visitor is told the rule (and where a buyer signs in), not invited.
          <p className="text-sm text-muted-foreground">
            {REVIEW_NEEDS_COMPLETED_ORDER}.{' '}
            <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>{' '}
            if you bought it.
          </p>
        ) : viewerId === service.userId ? null : alreadyReviewed || eligibility.data?.reason === 'already_reviewed' ? (
          <p className="text-sm text-muted-foreground">Thanks for reviewing this service.</p>
        ) : eligibility.data?.canReview ? (
          !reviews.isPending && <ReviewForm serviceId={service.id} />
        ) : (
          eligibility.data && <p className="text-sm text-muted-foreground">{REVIEW_NEEDS_COMPLETED_ORDER}.</p>
        ))}
      {reviews.isPending ? (
        <LoadingBlocks label="Loading reviews" className="space-y-3" blockClassName="h-20" />
      ) : reviews.isError ? (
        <ErrorState message="Failed to load reviews" onRetry={() => reviews.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has reviewed this service yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {items.map((review) => (
              <li key={review.id} className="flex gap-3 p-4">
                <Avatar name={review.reviewer.fullName || 'Anonymous'} imageUrl={review.reviewer.avatarUrl} />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <p className="font-medium">{review.reviewer.fullName || 'Anonymous'}</p>
                    <StarDisplay rating={review.rating} />
                    <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                      {formatDay(review.createdAt)}
                    </time>
                    {viewerId && viewerId !== review.reviewer.id && (
                      <ReportButton targetType="review" targetId={review.id} compact />
                    )}
                  </div>
                  {review.comment && <p className="whitespace-pre-line text-sm">{review.comment}</p>}
                </div>
              </li>
            ))}
          </ul>
          <LoadMore query={reviews} label="Show more" />
        </>
      )}
    </section>
  );
}
