import type { DisputeMessage, DisputeMessageInput, DisputeThread } from '@proclub/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/disputes/:id/messages: the dispute's conversation as the admin reads it (issue 37). */
export function useAdminDisputeThread(disputeId: string) {
  return useQuery({
    queryKey: adminKeys.disputeThread(disputeId),
    queryFn: ({ signal }) => api.get<DisputeThread>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/messages`, signal),
  });
}

/** POST /api/admin/disputes/:id/messages: the admin asks either side before deciding; both are notified. */
export function useAdminDisputeMessage(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeMessageInput) =>
      api.post<DisputeMessage>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/messages`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.disputeThread(disputeId) }),
  });
}
