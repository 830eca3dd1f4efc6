import type { Milestone } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects/:id/milestones, ordered by due date. */
export function useMilestones(projectId: string) {
  return useQuery({
    queryKey: crmKeys.milestones(projectId),
    queryFn: ({ signal }) => api.get<Milestone[]>(`/api/crm/projects/${encodeURIComponent(projectId)}/milestones`, signal),
  });
}
