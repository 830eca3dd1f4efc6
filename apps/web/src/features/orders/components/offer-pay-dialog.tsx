import type { Offer } from '@proclub/contracts/offers';
import type { Order, OrderCheckout } from '@proclub/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError, errorMessage } from '@/lib/api-client';
import { nounFor } from '@/lib/format';
import { toastSuccess } from '@/lib/toast-action';
import { formatMoney } from '@/lib/utils';
import { offerKeys, upsertOffer } from '../api/offer-keys';
import { useAcceptOffer } from '../api/use-answer-offer';
import { OrderPayStep } from './order-pay-step';

/**
 * Accepting an offer: the server opens a checkout for exactly the offer's price, then the test card pays it here
 * (or Stripe's page takes over). The order exists, and the offer reads Accepted, once the payment succeeded.
 */
export function OfferPayDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const accept = useAcceptOffer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState<OrderCheckout | null>(null);
  const { mutate } = accept;

  useEffect(() => {
    mutate(offer.id, {
      onSuccess: (started) => {
        upsertOffer(queryClient, started.offer);
        if (started.checkout.url) window.location.assign(started.checkout.url);
        else setCheckout(started.checkout);
      },
    });
  }, [mutate, offer.id, queryClient]);

  const paid = (order: Order) => {
    queryClient.invalidateQueries({ queryKey: offerKeys.conversation(offer.conversationId) });
    toastSuccess('Order placed! The seller has been notified.', {
      action: { label: 'View', onClick: () => navigate('/dashboard?tab=orders') },
      id: `order-${order.id}`,
    });
    onClose();
  };

  const membershipNeeded = accept.error instanceof ApiClientError && accept.error.status === 402;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay for {offer.title}</DialogTitle>
          <DialogDescription>
            {formatMoney(offer.price)} · {offer.deliveryDays} {nounFor(offer.deliveryDays, 'day')}. Your payment is held until you
            accept the delivery.
          </DialogDescription>
        </DialogHeader>
        {checkout ? (
          <OrderPayStep checkout={checkout} onPaid={paid} onBack={onClose} />
        ) : accept.isError ? (
          <div className="space-y-3" role="alert">
            <p className="text-sm text-destructive">{errorMessage(accept.error, 'Failed to accept the offer')}</p>
            {membershipNeeded && (
              <Link to="/membership" className={buttonClasses('default', 'sm')}>
                Join Club to Order
              </Link>
            )}
          </div>
        ) : (
          <div className="flex justify-center py-6" role="status" aria-label="Preparing checkout">
            <Spinner />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
