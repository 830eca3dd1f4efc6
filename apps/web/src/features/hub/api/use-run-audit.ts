import type { AuditDetail } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** POST /api/hub/audits/:id/run: runs the analyzer on the audit's site and keeps the run. */
export function useRunAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AuditDetail>(`/api/hub/audits/${encodeURIComponent(id)}/run`),
    onSuccess: (audit) => {
      queryClient.setQueryData(hubKeys.audit(audit.id), audit);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: hubKeys.auditList }),
        queryClient.invalidateQueries({ queryKey: ['hub', 'client-dashboard'] }),
      ]);
    },
  });
}
