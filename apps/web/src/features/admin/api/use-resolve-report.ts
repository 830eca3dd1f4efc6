import type { ResolveReportInput } from '@proclub/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/reports/:id/resolve: hide, restore, remove, delete or dismiss. */
export function useResolveReport(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveReportInput) => api.post(`/api/admin/reports/${encodeURIComponent(reportId)}/resolve`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
