import type { Client } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/:id: the record page's header. */
export function useClient(id: string) {
  return useQuery({
    queryKey: crmKeys.client(id),
    queryFn: ({ signal }) => api.get<Client>(`/api/crm/clients/${encodeURIComponent(id)}`, signal),
  });
}
