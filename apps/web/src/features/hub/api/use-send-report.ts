import type { SendResult } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** POST /api/hub/reports/:id/send: emails the client the report's private link. */
export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SendResult>(`/api/hub/reports/${encodeURIComponent(id)}/send`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.reports }),
  });
}
