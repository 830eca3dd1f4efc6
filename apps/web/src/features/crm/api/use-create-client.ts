import type { Client, ClientInput } from '@proclub/contracts/crm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** POST /api/crm/clients. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => api.post<Client>('/api/crm/clients', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.clientsAll }),
  });
}
