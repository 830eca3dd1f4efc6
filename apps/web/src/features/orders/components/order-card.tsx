import type { Order } from '@proclub/contracts/orders';
import { Button } from '@/components/ui/button';
import { formatDay, sellerName } from '@/lib/format';
import { formatMoney } from '@/lib/utils';
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
        </div>
        <p className="text-sm text-muted-foreground">
          {order.viewerRole === 'buyer' ? 'From' : 'For'} {other} · {formatMoney(order.price)}
          {order.pricingType === 'hourly' ? '/hour' : order.pricingType === 'monthly' ? '/month' : ''} · Ordered{' '}
          <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          {order.payment.status !== 'unpaid' && <> · {PAYMENT_LABELS[order.payment.status]}</>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <OrderActions order={order} />
        <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Open order: ${order.serviceTitle}`}>
          Details
        </Button>
      </div>
    </li>
  );
}
