import type { ServiceOption } from '@proclub/contracts/crm';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/**
 * GET /api/crm/service-options?q=: the seller's active services by title, at most SERVICE_OPTIONS_CAP per call;
 * with `q` the server searches the titles, so every service can be found.
 */
export function useServiceOptions(enabled = true, q = '') {
  const search = q.trim();
  return useQuery({
    queryKey: crmKeys.serviceOptionsFor(search),
    queryFn: ({ signal }) => api.get<ServiceOption[]>(withQuery('/api/crm/service-options', { q: search }), signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
