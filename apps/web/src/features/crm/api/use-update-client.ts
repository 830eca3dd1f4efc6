import type { Client, ClientInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** PUT /api/crm/clients/:id: a renamed client is renamed on its project cards and threads too. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ClientInput }) =>
      api.put<Client>(`/api/crm/clients/${encodeURIComponent(id)}`, input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: crmKeys.clientsAll });
      queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
      queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
    },
  });
}
