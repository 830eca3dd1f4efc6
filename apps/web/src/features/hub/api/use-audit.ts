import type { AuditDetail } from '@proclub/contracts/hub';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** GET /api/hub/audits/:id: runs, latest findings and the change since the run before. */
export function useAudit(id: string) {
  return useQuery({
    queryKey: hubKeys.audit(id),
    queryFn: ({ signal }) => api.get<AuditDetail>(`/api/hub/audits/${encodeURIComponent(id)}`, signal),
  });
}
