import type { ProjectBulkInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** POST /api/crm/projects/bulk: status, assign or delete a selection (all of it, or nothing). */
export function useProjectBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectBulkInput) => api.post<{ count: number }>('/api/crm/projects/bulk', input),
    onSuccess: (_result, input) => {
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
      if (input.action === 'delete') queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
    },
  });
}
