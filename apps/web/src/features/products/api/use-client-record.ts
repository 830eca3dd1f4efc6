import type { Client } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/crm/clients/:id: one CRM client's record (what Map Boost pre-fills from); '' reads nothing. */
export const useClientRecord = (id: string) =>
  useQuery({
    queryKey: ['crm-client-record', id],
    queryFn: () => api.get<Client>(`/api/crm/clients/${encodeURIComponent(id)}`),
    enabled: id !== '',
    staleTime: 60_000,
  });
