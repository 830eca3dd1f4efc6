import type { Order } from '@proclub/contracts/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDay, sellerName } from '@/lib/format';
import { formatOrderPrice } from '@/lib/price';
import { dueText } from '../order-due';
import { DeliverDialog } from './deliver-dialog';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

/** Where the money of a paid order is, in words. */
const PAYMENT_LABELS = {
  held: 'Paid, held',
  released: 'Paid, released',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
} as const;

/** One order in a list: service, the other party, price, date, status and the viewer's next moves. */
export function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const [delivering, setDelivering] = useState(false);
  const showDue = order.dueAt !== null && ['accepted', 'in_progress'].includes(order.status);
  const other = order.viewerRole === 'buyer' ? sellerName(order.seller, 'Seller') : order.buyer.fullName || order.buyer.email;
  return (
    <li
      data-testid="order-card"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">{order.serviceTitle}</h3>
          <OrderStatusBadge status={order.status} />
          {order.late && (
            <span
              data-testid="order-late"
              className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              Late
            </span>
          )}
        </div>
        {showDue && (
          <p
            className={`text-sm ${order.late ? 'font-medium text-destructive' : 'text-muted-foreground'}`}
            data-testid="order-countdown"
          >
            {dueText(order)}
          </p>
        )}
        {order.cancellationRequest && (
          <p className="text-sm font-medium">
            {order.cancellationRequest.by === order.viewerRole
              ? 'You asked to cancel: waiting for an answer'
              : `The ${order.cancellationRequest.by} asks to cancel: open the order to answer`}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {order.viewerRole === 'buyer' ? 'From' : 'For'} {other} ·{' '}
          <span data-testid="order-card-price">{formatOrderPrice(order)}</span> · Ordered{' '}
          <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          {order.payment.status !== 'unpaid' && <> · {PAYMENT_LABELS[order.payment.status]}</>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* The buyer accepts a delivery after seeing it, in the details; the seller delivers with a message or files. */}
        <OrderActions order={order} exclude={['completed']} />
        {order.actions.includes('deliver') && (
          <Button size="sm" onClick={() => setDelivering(true)} aria-label={`Deliver: ${order.serviceTitle}`}>
            Deliver
          </Button>
        )}
        {order.actions.includes('complete') && (
          <Button size="sm" onClick={onOpen} aria-label={`Review Delivery: ${order.serviceTitle}`}>
            Review Delivery
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Open order: ${order.serviceTitle}`}>
          Details
        </Button>
      </div>
      {delivering && <DeliverDialog order={order} onClose={() => setDelivering(false)} />}
    </li>
  );
}
