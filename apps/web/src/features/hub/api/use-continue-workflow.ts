import type { Workflow } from '@proclub/contracts/hub';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

type WorkflowPages = InfiniteData<{ items: Workflow[]; nextCursor: string | null }>;

/** POST /api/hub/onboarding/:id/continue: the next step done; the workflow in the list is replaced in place. */
export function useContinueWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Workflow>(`/api/hub/onboarding/${encodeURIComponent(id)}/continue`),
    onSuccess: (workflow) =>
      queryClient.setQueryData<WorkflowPages>(hubKeys.workflowList, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === workflow.id ? workflow : item)),
              })),
            }
          : data,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: hubKeys.workflows }),
  });
}
