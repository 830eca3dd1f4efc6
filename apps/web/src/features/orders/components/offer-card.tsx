import { type Offer, offerStatusLabels } from '@proclub/contracts/offers';
import { format } from 'date-fns';
import { CalendarClock, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { nounFor } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { cn, formatMoney } from '@/lib/utils';
import { useAnswerOffer } from '../api/use-answer-offer';
import { OfferPayDialog } from './offer-pay-dialog';

const statusVariant: Record<Offer['status'], string> = {
  pending: 'border-warning/50 text-warning',
  accepted: 'border-success/50 text-success',
  declined: 'border-destructive/50 text-destructive',
  withdrawn: 'border-border text-muted-foreground',
  expired: 'border-border text-muted-foreground',
};

/**
 * A custom offer in the thread, for both sides: the buyer can Accept (pay a checkout priced by the server) or
 * Decline it; the seller can Withdraw it while it is pending.
 */
export function OfferCard({ offer, meId }: { offer: Offer; meId: string }) {
  const answer = useAnswerOffer();
  const [paying, setPaying] = useState(false);
  const isBuyer = offer.buyer.id === meId;
  const isSeller = offer.seller.id === meId;
  const pending = offer.status === 'pending';
  const headingId = `offer-${offer.id}-title`;

  const act = (action: 'decline' | 'withdraw') =>
    answer.mutate(
      { id: offer.id, action },
      {
        onSuccess: () => toastSuccess(action === 'decline' ? 'Offer declined' : 'Offer withdrawn'),
        onError: (error) => toastFailure(error, 'Failed to update the offer'),
      },
    );

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'mx-auto w-full max-w-md rounded-lg border bg-card p-4 shadow-sm',
        pending ? 'border-primary/40' : 'border-border',
      )}
      data-testid="offer-card"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <FileSignature className="h-3.5 w-3.5" aria-hidden="true" />
            Custom offer from {isSeller ? 'you' : (offer.seller.name ?? 'the seller')}
          </p>
          <h3 id={headingId} className="mt-1 break-words font-semibold">
            {offer.title}
          </h3>
        </div>
        <Badge variant="outline" className={statusVariant[offer.status]} data-testid="offer-status">
          {offerStatusLabels[offer.status]}
        </Badge>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-sm text-muted-foreground">{offer.description}</p>
      {offer.service && (
        <p className="mt-2 text-xs text-muted-foreground">
          For{' '}
          <Link to={`/service/${offer.service.id}`} className="underline underline-offset-2">
            {offer.service.title}
          </Link>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Price</dt>
          <dd className="font-semibold" data-testid="offer-price">
            {formatMoney(offer.price)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Delivery</dt>
          <dd>
            {offer.deliveryDays} {nounFor(offer.deliveryDays, 'day')}
          </dd>
        </div>
      </dl>
      {pending && (
        <p className="mt-2 flex items-center gap-1 text-xs text-muted-foreground">
          <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
          Expires {format(new Date(offer.expiresAt), 'MMM d, yyyy')}
        </p>
      )}
      {pending && isBuyer && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => act('decline')} busy={answer.isPending}>
            Decline
          </Button>
          <Button size="sm" onClick={() => setPaying(true)}>
            Accept &amp; Pay {formatMoney(offer.price)}
          </Button>
        </div>
      )}
      {pending && isSeller && (
        <div className="mt-3 flex justify-end">
          <Button variant="outline" size="sm" onClick={() => act('withdraw')} busy={answer.isPending}>
            Withdraw Offer
          </Button>
        </div>
      )}
      {offer.status === 'accepted' && (isBuyer || isSeller) && (
        <div className="mt-3 flex justify-end">
          <Link to="/dashboard?tab=orders" className={buttonClasses('outline', 'sm')}>
            View Order
          </Link>
        </div>
      )}
      {paying && <OfferPayDialog offer={offer} onClose={() => setPaying(false)} />}
    </article>
  );
}
