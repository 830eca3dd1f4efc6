import type { OrderDeliveries } from '@proclub/contracts/order-deliveries';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshOrderDeliveries } from './use-order-deliveries';

/** POST /api/orders/:id/deliveries (multipart: message + files), reporting the share of bytes sent. */
export function useDeliverOrder() {
  const refresh = useRefreshOrderDeliveries();
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
