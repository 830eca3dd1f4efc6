import type { Project, ProjectInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProjects } from './invalidate-projects';

/** POST /api/crm/projects. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.post<Project>('/api/crm/projects', input),
    onSuccess: () => invalidateProjects(queryClient),
  });
}
