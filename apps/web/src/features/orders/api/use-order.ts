import type { Order } from '@proclub/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/:id (buyer or seller only). */
export function useOrder(id: string, initialData?: Order) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, signal),
    initialData,
  });
}
