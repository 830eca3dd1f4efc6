import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';
import { invalidateProjects } from './invalidate-projects';

/** DELETE /api/crm/projects/:id (its milestones and thread go with it). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/crm/projects/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: crmKeys.project(id) });
      queryClient.removeQueries({ queryKey: crmKeys.milestones(id) });
      invalidateProjects(queryClient);
    },
  });
}
