import type { CreateWorkflowInput, Workflow } from '@proclub/contracts/hub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** POST /api/hub/onboarding: from a template or custom steps. */
export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWorkflowInput) => api.post<Workflow>('/api/hub/onboarding', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.workflows }),
  });
}
