import type { DisputeInput, DisputeMessage, DisputeMessageInput, DisputeThread, OrderDispute } from '@proclub/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/:id/dispute: the order's latest dispute, or null. */
export function useOrderDispute(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.dispute(orderId),
    queryFn: ({ signal }) =>
      api.get<{ dispute: OrderDispute | null }>(`/api/orders/${encodeURIComponent(orderId)}/dispute`, signal),
    enabled,
  });
}

/** POST /api/orders/:id/dispute: either party contests an accepted order; its money stays held. */
export function useOpenDispute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeInput) => api.post<OrderDispute>(`/api/orders/${encodeURIComponent(orderId)}/dispute`, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}

/** GET /api/orders/:id/dispute/messages: the dispute's conversation, oldest first (issue 37). */
export function useDisputeThread(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.disputeThread(orderId),
    queryFn: ({ signal }) => api.get<DisputeThread>(`/api/orders/${encodeURIComponent(orderId)}/dispute/messages`, signal),
    enabled,
  });
}

/** POST /api/orders/:id/dispute/messages: a party writes in the open dispute; the others are notified. */
export function usePostDisputeMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files = [], ...input }: DisputeMessageInput & { files?: File[] }) => {
      const path = `/api/orders/${encodeURIComponent(orderId)}/dispute/messages`;
      if (files.length === 0) return api.post<DisputeMessage>(path, input);
      // Evidence goes as multipart: the message and up to five files.
      const form = new FormData();
      form.append('message', input.message);
      for (const file of files) form.append('files', file);
      return api.upload<DisputeMessage>('POST', path, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.disputeThread(orderId) }),
  });
}
