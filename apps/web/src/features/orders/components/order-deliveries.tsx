import type { Delivery } from '@proclub/contracts/order-deliveries';
import type { Order } from '@proclub/contracts/orders';
import { Download, MessageSquareReply, PackageCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { workspaceLink } from '@/lib/current-workspace';
import { formatFileSize } from '@/lib/file-size';
import { formatMoment } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useOrderDeliveries } from '../api/use-order-deliveries';
import { useSetOrderStatus } from '../api/use-set-order-status';
import { orderActions } from '../order-status';
import { DeliverDialog } from './deliver-dialog';
import { RevisionDialog } from './revision-dialog';

function DeliveryItem({ delivery, index }: { delivery: Delivery; index: number }) {
  return (
    <li className="space-y-2 rounded-md border border-border p-3" data-testid="delivery">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">Delivery {index + 1}</span>
        <time className="text-xs text-muted-foreground" dateTime={delivery.createdAt}>
          {formatMoment(delivery.createdAt)}
        </time>
      </p>
      {delivery.message ? (
        <p className="whitespace-pre-line break-words text-sm">{delivery.message}</p>
      ) : (
        <p className="text-sm text-muted-foreground">Marked delivered without a message.</p>
      )}
      {delivery.files.length > 0 && (
        <ul className="space-y-1" aria-label={`Files of delivery ${index + 1}`}>
          {delivery.files.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-2 text-sm">
              <Download className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a
                href={workspaceLink(file.url)}
                download={file.name}
                className="min-w-0 truncate text-primary underline-offset-4 hover:underline"
              >
                {file.name}
              </a>
              <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      {delivery.revision && (
        <div className="rounded-md bg-muted/50 p-2 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
            Revision requested {formatMoment(delivery.revision.requestedAt)}
          </p>
          <p className="whitespace-pre-line break-words">{delivery.revision.message}</p>
        </div>
      )}
    </li>
  );
}

/**
 * The order's deliveries, oldest first, with download links for the two parties; the seller's Deliver (while in
 * progress) and the buyer's Accept Delivery / Request Revision (while delivered, with the revisions left).
 */
export function OrderDeliveries({ order }: { order: Order }) {
  const query = useOrderDeliveries(order.id);
  const setStatus = useSetOrderStatus();
  const [dialog, setDialog] = useState<'deliver' | 'revision' | null>(null);
  const seller = order.viewerRole === 'seller';
  const canDeliver = order.actions.includes('deliver');
  const canAnswer = order.actions.includes('complete');
  const data = query.data;
  const left = data?.revisions.left ?? 0;

  const accept = async () => {
    try {
      await setStatus.mutateAsync({ id: order.id, status: 'completed' });
      toastSuccess(orderActions.completed.done);
    } catch (error) {
      toastFailure(error, 'Failed to accept the delivery');
    }
  };

  return (
    <section aria-labelledby="order-deliveries-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-deliveries-heading" className="text-sm font-semibold">
          Deliveries
        </h3>
        {data && (
          <span className="text-xs text-muted-foreground" data-testid="revisions-left">
            Revisions left: {data.revisions.left} of {data.revisions.included}
          </span>
        )}
      </div>
      {query.isPending ? (
        <LoadingBlocks label="Loading deliveries" count={1} className="space-y-2" blockClassName="h-16 w-full" />
      ) : query.isError || !data ? (
        <ErrorState message="The deliveries could not be loaded." onRetry={() => query.refetch()} />
      ) : data.deliveries.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          {seller ? 'Nothing delivered yet. Deliver the work here with a message and files.' : 'Nothing delivered yet.'}
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Delivery history">
          {data.deliveries.map((delivery, index) => (
            <DeliveryItem key={delivery.id} delivery={delivery} index={index} />
          ))}
        </ol>
      )}
      {(canDeliver || canAnswer) && (
        <div className="flex flex-wrap gap-2">
          {canDeliver && (
            <Button onClick={() => setDialog('deliver')}>
              <Send className="h-4 w-4" aria-hidden="true" />
              Deliver
            </Button>
          )}
          {canAnswer && (
            <>
              <Button onClick={accept} busy={setStatus.isPending}>
                <PackageCheck className="h-4 w-4" aria-hidden="true" />
                Accept Delivery
              </Button>
              <Button
                variant="outline"
                onClick={() => setDialog('revision')}
                disabled={!data || left === 0}
                aria-describedby={data && left === 0 ? 'no-revisions-left' : undefined}
              >
                Request Revision
              </Button>
              {data && left === 0 && (
                <p id="no-revisions-left" className="basis-full text-xs text-muted-foreground">
                  No revisions are left on this order.
                </p>
              )}
            </>
          )}
        </div>
      )}
      {dialog === 'deliver' && <DeliverDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'revision' && <RevisionDialog order={order} left={left} onClose={() => setDialog(null)} />}
    </section>
  );
}
