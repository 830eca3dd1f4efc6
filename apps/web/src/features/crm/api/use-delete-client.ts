import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** DELETE /api/crm/clients/:id: the client's projects (and their threads) go with it. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/crm/clients/${encodeURIComponent(id)}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: crmKeys.clientsAll });
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
      queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
    },
  });
}
