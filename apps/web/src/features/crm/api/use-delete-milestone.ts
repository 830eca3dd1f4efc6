import type { Milestone } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** DELETE /api/crm/milestones/:id. */
export function useDeleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/crm/milestones/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Milestone[]>(crmKeys.milestones(projectId), (list) => list?.filter((item) => item.id !== id));
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
    },
  });
}
