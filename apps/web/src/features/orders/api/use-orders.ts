import type { OrderPage, OrderStatus } from '@proclub/contracts/orders';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { orderKeys } from './order-keys';

/** GET /api/orders: my purchases (buyer) or incoming orders (seller), newest first, paged. */
export function useOrders(role: 'buyer' | 'seller', status: OrderStatus | 'all' = 'all', enabled = true) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(role, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderPage>(withQuery('/api/orders', { role, status, cursor: pageParam, limit: 10 }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
