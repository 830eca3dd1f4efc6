import type { ServiceOption } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/service-options: the seller's active services for the project form. */
export function useServiceOptions(enabled = true) {
  return useQuery({
    queryKey: crmKeys.serviceOptions,
    queryFn: ({ signal }) => api.get<ServiceOption[]>('/api/crm/service-options', signal),
    enabled,
  });
}
