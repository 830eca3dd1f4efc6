import type { Client, Project } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** PUT /api/crm/clients/:id/assignee and /api/crm/projects/:id/assignee: a member of the workspace, or null. */
export function useAssign(kind: 'client' | 'project') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string | null }) =>
      api.put<Client | Project>(`/api/crm/${kind === 'client' ? 'clients' : 'projects'}/${encodeURIComponent(id)}/assignee`, {
        userId,
      }),
    onSuccess: () => {
      // "Mine" lists and the cards that show the assignee.
      void queryClient.invalidateQueries({ queryKey: kind === 'client' ? crmKeys.clientsAll : crmKeys.projectsAll });
    },
  });
}
