import type { Order, OrderStatus } from '@proclub/contracts/orders';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useOrders } from '../api/use-orders';
import { OrderCard } from './order-card';
import { OrderDetailsDialog } from './order-details-dialog';

interface OrdersListProps {
  side: 'buyer' | 'seller';
  status?: OrderStatus | 'all';
  label: string;
  empty: ReactNode;
}

/** A paged list of orders with loading, empty and error states, each opening its details. */
export function OrdersList({ side, status = 'all', label, empty }: OrdersListProps) {
  const orders = useOrders(side, status);
  const [open, setOpen] = useState<Order | null>(null);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];

  if (orders.isPending) return <LoadingBlocks label="Loading orders" className="space-y-3" blockClassName="h-20" />;
  if (orders.isError) return <ErrorState message="Failed to load orders" onRetry={() => orders.refetch()} />;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center">
        <ShoppingBag className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        {empty}
      </div>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={label}>
        {items.map((order) => (
          <OrderCard key={order.id} order={order} onOpen={() => setOpen(order)} />
        ))}
      </ul>
      <LoadMore query={orders} />
      {open && <OrderDetailsDialog order={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
