import type { Milestone, MilestoneInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** POST /api/crm/projects/:id/milestones; project cards' progress counts change too. */
export function useCreateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MilestoneInput) =>
      api.post<Milestone>(`/api/crm/projects/${encodeURIComponent(projectId)}/milestones`, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: crmKeys.milestones(projectId) });
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
    },
  });
}
