import type { Project, ProjectInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';
import { invalidateProjects } from './invalidate-projects';

/** PUT /api/crm/projects/:id. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProjectInput }) =>
      api.put<Project>(`/api/crm/projects/${encodeURIComponent(id)}`, input),
    onSuccess: (project) => {
      queryClient.setQueryData(crmKeys.project(project.id), project);
      invalidateProjects(queryClient);
    },
  });
}
