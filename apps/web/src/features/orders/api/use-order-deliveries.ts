import type { OrderDeliveries } from '@proclub/contracts/order-deliveries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** Under the order's own key, so a live `order.updated` (which refreshes the order) refreshes its deliveries too. */
export const deliveriesKey = (orderId: string) => [...orderKeys.detail(orderId), 'deliveries'] as const;

/** GET /api/orders/:id/deliveries: the history (oldest first) and the revisions left. */
export function useOrderDeliveries(orderId: string) {
  return useQuery({
    queryKey: deliveriesKey(orderId),
    queryFn: ({ signal }) => api.get<OrderDeliveries>(`/api/orders/${encodeURIComponent(orderId)}/deliveries`, signal),
  });
}

/** After a delivery or a revision request: the answer is the new history; the order and the lists moved too. */
export function useRefreshOrderDeliveries() {
  const queryClient = useQueryClient();
  return (orderId: string, deliveries: OrderDeliveries) => {
    queryClient.setQueryData(deliveriesKey(orderId), deliveries);
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
    queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  };
}
