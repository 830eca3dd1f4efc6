import type { OrderRequestAction } from '@proclub/contracts/order-machine';
import type { Order } from '@proclub/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/**
 * POST /api/orders/:id/actions/:action — the state machine's requests (ADR 037): asking to cancel and answering,
 * the late rule, asking for more time and answering.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: OrderRequestAction; body?: { reason?: string; days?: number } }) =>
      api.post<Order>(`/api/orders/${encodeURIComponent(id)}/actions/${action}`, body ?? {}),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
