import type { OrderDeliveries } from '@proclub/contracts/order-deliveries';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshOrderDeliveries } from './use-order-deliveries';

/** POST /api/orders/:id/revisions: the buyer's revision request (counted against the package). */
export function useRequestRevision() {
  const refresh = useRefreshOrderDeliveries();
  return useMutation({
    mutationFn: ({ orderId, message }: { orderId: string; message: string }) =>
      api.post<OrderDeliveries>(`/api/orders/${encodeURIComponent(orderId)}/revisions`, { message }),
    onSuccess: (deliveries, { orderId }) => refresh(orderId, deliveries),
  });
}
