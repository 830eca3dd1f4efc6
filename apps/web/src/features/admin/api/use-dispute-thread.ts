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

/**
 * POST /api/admin/disputes/:id/messages: the admin asks either side before deciding, with evidence files if any
 * (multipart, checked like the parties' files: ADR 044); both are notified.
 */
export function useAdminDisputeMessage(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files = [], ...input }: DisputeMessageInput & { files?: File[] }) => {
      const path = `/api/admin/disputes/${encodeURIComponent(disputeId)}/messages`;
      if (files.length === 0) return api.post<DisputeMessage>(path, input);
      const form = new FormData();
      form.append('message', input.message);
      for (const file of files) form.append('files', file);
      return api.upload<DisputeMessage>('POST', path, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.disputeThread(disputeId) }),
  });
}
