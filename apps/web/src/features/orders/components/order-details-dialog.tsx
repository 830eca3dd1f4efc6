import type { Order } from '@proclub/contracts/orders';
import { orderStatusLabels } from '@proclub/contracts/orders';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatMoment, sellerName } from '@/lib/format';
import { formatOrderPrice, formatOrderPurchase } from '@/lib/price';
import { useMe } from '@/lib/use-me';
import { useOrder } from '../api/use-order';
import { OrderActions } from './order-actions';
import { OrderAgreements } from './order-agreements';
import { OrderDeliveries } from './order-deliveries';
import { OrderDisputeSection } from './order-dispute';
import { OrderStatusBadge } from './order-status-badge';
import { OrderThread } from './order-thread';

const when = (iso: string | null) => (iso ? formatMoment(iso) : null);

/** Everything about one order: price snapshot, requirements, timeline, the next moves and its thread. */
export function OrderDetailsDialog({ order: initial, onClose }: { order: Order; onClose: () => void }) {
  const me = useMe().data;
  const order = useOrder(initial.id, initial).data ?? initial;
  const buyer = order.viewerRole === 'buyer';
  const timeline = [
    ['Ordered', when(order.createdAt)],
    ['Accepted', when(order.acceptedAt)],
    ['Delivered', when(order.deliveredAt)],
    ['Completed', when(order.completedAt)],
  ].filter((entry): entry is [string, string] => entry[1] !== null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{order.serviceTitle}</DialogTitle>
          <DialogDescription>
            {buyer ? `Sold by ${sellerName(order.seller)}` : `Ordered by ${order.buyer.fullName || order.buyer.email}`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <span className="text-lg font-semibold">{formatOrderPrice(order)}</span>
        </div>
        {/* What was bought: the package, extras, delivery days, revisions and the total (ADR 040). */}
        <dl aria-label="What was bought" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {formatOrderPurchase(order).map(([label, value]) => (
            <div key={label} data-testid={`purchase-${label.toLowerCase()}`}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={label === 'Total' ? 'font-semibold' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="order-requirements" className="space-y-1">
          <h3 id="order-requirements" className="text-sm font-semibold">
            Requirements
          </h3>
          <p className="whitespace-pre-line break-words rounded-md bg-muted/50 p-3 text-sm">{order.requirements}</p>
        </section>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {timeline.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <OrderActions order={order} size="default" exclude={['delivered', 'completed']} />
        <OrderAgreements order={order} />
        {!['requested', 'accepted', 'declined'].includes(order.status) && <OrderDeliveries order={order} />}
        <OrderDisputeSection order={order} />
        {buyer && order.status === 'completed' && order.serviceId && (
          <Link to={`/service/${order.serviceId}#reviews-heading`} className={buttonClasses('outline')}>
            <Star className="h-4 w-4" aria-hidden="true" />
            Review this service
          </Link>
        )}
        <section aria-labelledby="order-messages-heading" className="space-y-2">
          <h3 id="order-messages-heading" className="text-sm font-semibold">
            Messages
          </h3>
          {order.projectId && me ? (
            <OrderThread projectId={order.projectId} title={order.serviceTitle} me={me} />
          ) : (
            <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
              {order.status === 'requested'
                ? 'Messages open here once the seller accepts the order.'
                : `This order was ${orderStatusLabels[order.status].toLowerCase()} before work started.`}
            </p>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
