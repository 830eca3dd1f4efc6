import type { ClientBulkInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** POST /api/crm/clients/bulk: tag, untag, status, assign or delete a selection (all of it, or nothing). */
export function useClientBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientBulkInput) => api.post<{ count: number }>('/api/crm/clients/bulk', input),
    onSuccess: (_result, input) => {
      queryClient.invalidateQueries({ queryKey: crmKeys.clientsAll });
      if (input.action === 'delete') {
        queryClient.invalidateQueries({ queryKey: crmKeys.projectsAll });
        queryClient.invalidateQueries({ queryKey: crmKeys.threadsAll });
      }
    },
  });
}
