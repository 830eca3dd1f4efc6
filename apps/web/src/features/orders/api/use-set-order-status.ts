import type { Order, OrderStatus } from '@proclub/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '@/features/crm/api/crm-keys';
import { serviceKeys } from '@/features/services/api/service-keys';
import { api } from '@/lib/api-client';
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
      queryClient.invalidateQueries({ queryKey: crmKeys.all });
      if (order.serviceId) queryClient.invalidateQueries({ queryKey: serviceKeys.reviewEligibility(order.serviceId) });
    },
  });
}
