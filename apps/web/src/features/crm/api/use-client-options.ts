import type { ClientOption } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/options: the seller's active clients, for the project form (and New Project). */
export function useClientOptions() {
  return useQuery({
    queryKey: crmKeys.clientOptions,
    queryFn: ({ signal }) => api.get<ClientOption[]>('/api/crm/clients/options', signal),
  });
}
