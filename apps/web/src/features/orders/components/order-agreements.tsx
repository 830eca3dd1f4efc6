import { cancellationRequestSchema, extensionRequestSchema, type OrderRequestAction } from '@proclub/contracts/order-machine';
import type { Order } from '@proclub/contracts/orders';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { FormTextarea, FormWholeNumberInput } from '@/components/form/form-controls';
import { FormDialog } from '@/components/form/form-dialog';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { Button } from '@/components/ui/button';
import { formatMoment, nounFor } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useOrderAction } from '../api/use-order-action';
import { dueText } from '../order-due';

const DONE: Partial<Record<OrderRequestAction, string>> = {
  agree_cancellation: 'Order cancelled: the buyer is refunded in full',
  decline_cancellation: 'Cancellation declined: the order goes on',
  withdraw_cancellation: 'Cancellation request withdrawn',
  accept_extension: 'Extension accepted: the due date moved',
  decline_extension: 'Extension declined',
};

/**
 * What the two parties agree on after acceptance (ADR 037): the due date and the seller's extension requests, and a
 * cancellation one side asks for and the other agrees to or declines. Only the actions the server offers show.
 */
export function OrderAgreements({ order }: { order: Order }) {
  const act = useOrderAction();
  const [asking, setAsking] = useState<'cancel' | 'extend' | null>(null);
  const can = (action: OrderRequestAction) => order.actions.includes(action);
  const run = async (action: OrderRequestAction) => {
    try {
      await act.mutateAsync({ id: order.id, action });
      const done = DONE[action];
      if (done) toastSuccess(done);
    } catch (error) {
      toastFailure(error, 'Failed to update the order');
    }
  };
  const request = order.cancellationRequest;
  const extension = order.extensionRequest;
  const mine = request?.by === order.viewerRole;
  const other = order.viewerRole === 'buyer' ? 'seller' : 'buyer';

  return (
    <section aria-labelledby="order-agreements-heading" className="space-y-2">
      <h3 id="order-agreements-heading" className="sr-only">
        Due date and cancellation
      </h3>
      {order.dueAt && ['accepted', 'in_progress', 'delivered'].includes(order.status) && (
        <p className="text-sm" data-testid="order-due">
          <CalendarClock className="mr-1 inline h-4 w-4 align-text-bottom" aria-hidden="true" />
          Due <time dateTime={order.dueAt}>{formatMoment(order.dueAt)}</time> ·{' '}
          <span className={order.late ? 'font-medium text-destructive' : 'text-muted-foreground'}>{dueText(order)}</span>
          {order.late && order.viewerRole === 'buyer' && ': you may cancel it for a full refund'}
        </p>
      )}
      {extension && (
        <div className="space-y-2 rounded-md border border-border p-3 text-sm" data-testid="order-extension">
          <p className="font-medium">
            {order.viewerRole === 'seller'
              ? `You asked for ${extension.days} more ${nounFor(extension.days, 'day')}: waiting for the buyer.`
              : `The seller asks for ${extension.days} more ${nounFor(extension.days, 'day')}.`}
          </p>
          <p className="text-muted-foreground">Reason: {extension.reason}</p>
          {can('accept_extension') && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={act.isPending} onClick={() => run('accept_extension')}>
                Accept Extension
              </Button>
              <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('decline_extension')}>
                Decline Extension
              </Button>
            </div>
          )}
        </div>
      )}
      {request && (
        <div className="space-y-2 rounded-md border border-border p-3 text-sm" data-testid="order-cancellation">
          <p className="font-medium">
            {mine
              ? `You asked to cancel this order (${formatMoment(request.requestedAt)}): waiting for the ${other}.`
              : `The ${request.by} asks to cancel this order. If you agree, the buyer is refunded in full.`}
          </p>
          <p className="text-muted-foreground">Reason: {request.reason}</p>
          <div className="flex flex-wrap gap-2">
            {can('agree_cancellation') && (
              <Button size="sm" variant="destructive" disabled={act.isPending} onClick={() => run('agree_cancellation')}>
                Agree to Cancel
              </Button>
            )}
            {can('decline_cancellation') && (
              <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('decline_cancellation')}>
                Decline Cancellation
              </Button>
            )}
            {can('withdraw_cancellation') && (
              <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => run('withdraw_cancellation')}>
                Withdraw Request
              </Button>
            )}
          </div>
        </div>
      )}
      {(can('request_cancellation') || can('request_extension')) && (
        <div className="flex flex-wrap gap-2">
          {can('request_extension') && (
            <Button size="sm" variant="outline" onClick={() => setAsking('extend')}>
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              Ask for More Time
            </Button>
          )}
          {can('request_cancellation') && (
            <Button size="sm" variant="outline" onClick={() => setAsking('cancel')}>
              <XCircle className="h-4 w-4" aria-hidden="true" />
              Ask to Cancel
            </Button>
          )}
        </div>
      )}
      {asking === 'cancel' && <AskToCancelDialog order={order} other={other} onClose={() => setAsking(null)} />}
      {asking === 'extend' && <AskForTimeDialog order={order} onClose={() => setAsking(null)} />}
    </section>
  );
}

function AskToCancelDialog({ order, other, onClose }: { order: Order; other: string; onClose: () => void }) {
  const act = useOrderAction();
  const form = useZodForm(cancellationRequestSchema, { reason: '' });
  return (
    <FormDialog
      title="Ask to Cancel"
      description={`The ${other} agrees (the buyer is refunded in full) or declines (the order goes on). If you cannot agree, open a dispute.`}
      submitLabel="Send Request"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => act.mutateAsync({ id: order.id, action: 'request_cancellation', body: data }), {
          success: 'Cancellation requested',
          failure: 'Could not ask to cancel',
        })
      }
    >
      <FormTextarea form={form} name="reason" id="cancellation-reason" label="Why?" rows={3} maxLength={1000} />
    </FormDialog>
  );
}

function AskForTimeDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const act = useOrderAction();
  const form = useZodForm(extensionRequestSchema, { days: 1, reason: '' });
  return (
    <FormDialog
      title="Ask for More Time"
      description="The buyer accepts (the due date moves by these days) or declines."
      submitLabel="Send Request"
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (data) => act.mutateAsync({ id: order.id, action: 'request_extension', body: data }), {
          success: 'Extension requested',
          failure: 'Could not ask for more time',
        })
      }
    >
      <FormWholeNumberInput form={form} name="days" id="extension-days" label="Extra days" min={1} max={30} />
      <FormTextarea form={form} name="reason" id="extension-reason" label="Why?" rows={3} maxLength={1000} />
    </FormDialog>
  );
}
