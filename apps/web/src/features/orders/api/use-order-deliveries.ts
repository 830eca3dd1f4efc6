import type { OrderDeliveries } from '@proclub/contracts/order-deliveries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

function useRefreshOrder() {
  const queryClient = useQueryClient();
  return (orderId: string, deliveries: OrderDeliveries) => {
    queryClient.setQueryData(deliveriesKey(orderId), deliveries);
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
    queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  };
}

/** POST /api/orders/:id/deliveries (multipart: message + files), reporting the share of bytes sent. */
export function useDeliverOrder() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: ({
      orderId,
      message,
      files,
      onProgress,
    }: {
      orderId: string;
      message: string;
      files: File[];
      onProgress?: (sent: number) => void;
    }) => {
      const form = new FormData();
      form.append('message', message);
      for (const file of files) form.append('files', file, file.name);
      return api.upload<OrderDeliveries>(
        'POST',
        `/api/orders/${encodeURIComponent(orderId)}/deliveries`,
        form,
        files.length > 0 ? onProgress : undefined,
      );
    },
    onSuccess: (deliveries, { orderId }) => refresh(orderId, deliveries),
  });
}

/** POST /api/orders/:id/revisions: the buyer's revision request (counted against the package). */
export function useRequestRevision() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: ({ orderId, message }: { orderId: string; message: string }) =>
      api.post<OrderDeliveries>(`/api/orders/${encodeURIComponent(orderId)}/revisions`, { message }),
    onSuccess: (deliveries, { orderId }) => refresh(orderId, deliveries),
  });
}
