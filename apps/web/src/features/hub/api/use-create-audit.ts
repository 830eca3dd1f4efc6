import type { AuditDetail, CreateAuditData } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** POST /api/hub/audits (a score may be recorded by hand; otherwise run it next). */
export function useCreateAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAuditData) => api.post<AuditDetail>('/api/hub/audits', input),
    onSuccess: (audit) => {
      queryClient.setQueryData(hubKeys.audit(audit.id), audit);
      return queryClient.invalidateQueries({ queryKey: hubKeys.auditList });
    },
  });
}
