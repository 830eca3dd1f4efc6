import type { Project } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects/:id: the details view (starts from the card's data, then refreshes). */
export function useProject(id: string, initial?: Project) {
  return useQuery({
    queryKey: crmKeys.project(id),
    queryFn: ({ signal }) => api.get<Project>(`/api/crm/projects/${encodeURIComponent(id)}`, signal),
    initialData: initial,
    staleTime: 0,
  });
}
