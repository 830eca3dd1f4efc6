import type { Order } from '@proclub/contracts/orders';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '@/components/form/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format';
import { toastSuccess } from '@/lib/toast-action';
import { useRequestRevision } from '../api/use-request-revision';
import { OrderMessageField } from './order-message-field';

const plural = (count: number) => countOf(count, 'revision');

/** The buyer's revision request: what should change; the order goes back to the seller, in progress. */
export function RevisionDialog({ order, left, onClose }: { order: Order; left: number; onClose: () => void }) {
  const request = useRequestRevision();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < 10) return setError('Say what should change in at least 10 characters');
    setError(undefined);
    try {
      await request.mutateAsync({ orderId: order.id, message: message.trim() });
      toastSuccess('Revision requested: the seller has been told');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to request a revision'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !request.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a revision</DialogTitle>
          <DialogDescription>
            {plural(left)} left on this order. The order goes back in progress until the seller delivers again.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Revision request">
          <OrderMessageField
            id="revision-message"
            label="What should change?"
            error={error}
            value={message}
            onChange={setMessage}
          />
          <DialogActions onCancel={onClose} busy={request.isPending} lockCancel>
            Request Revision
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
