import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** DELETE /api/hub/audits/:id with its runs. */
export function useDeleteAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/hub/audits/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: hubKeys.audit(id) });
      return queryClient.invalidateQueries({ queryKey: hubKeys.auditList });
    },
  });
}
