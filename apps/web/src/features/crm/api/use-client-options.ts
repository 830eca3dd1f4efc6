import type { ClientOption } from '@proclub/contracts/crm';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/**
 * GET /api/crm/clients/options?q=: the seller's active clients by name, at most CLIENT_OPTIONS_CAP per call.
 * Without `q` the first ones (New Project, the hub's pickers); with `q` the server searches name, email and
 * company, so every client can be found. A new search keeps showing the previous answer until it arrives.
 */
export function useClientOptions(q = '') {
  const search = q.trim();
  return useQuery({
    queryKey: crmKeys.clientOptionsFor(search),
    queryFn: ({ signal }) => api.get<ClientOption[]>(withQuery('/api/crm/clients/options', { q: search }), signal),
    placeholderData: keepPreviousData,
  });
}
