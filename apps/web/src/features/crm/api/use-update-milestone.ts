import type { Milestone, MilestoneStatus } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** PATCH /api/crm/milestones/:id: completing records completed_at, moving away clears it (server-side). */
export function useUpdateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MilestoneStatus }) =>
      api.patch<Milestone>(`/api/crm/milestones/${encodeURIComponent(id)}`, { status }),
    onSuccess: (milestone) => {
      queryClient.setQueryData<Milestone[]>(crmKeys.milestones(projectId), (list) =>
        list?.map((item) => (item.id === milestone.id ? milestone : item)),
      );
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
    },
  });
}
