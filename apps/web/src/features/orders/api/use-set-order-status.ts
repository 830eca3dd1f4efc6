import type { Order, OrderStatus } from '@proclub/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { orderKeys } from './order-keys';

/** PATCH /api/orders/:id/status: accepting also fills the CRM; completing lets the buyer review. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api.patch<Order>(`/api/orders/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.crm });
      if (order.serviceId) queryClient.invalidateQueries({ queryKey: sharedQueryKeys.serviceReviewEligibility(order.serviceId) });
    },
  });
}
