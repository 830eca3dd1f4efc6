import type { ClientBilling } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/:id/billing: lifetime value, what is owed, the latest invoices. */
export function useClientBilling(id: string) {
  return useQuery({
    queryKey: crmKeys.billing(id),
    queryFn: ({ signal }) => api.get<ClientBilling>(`/api/crm/clients/${encodeURIComponent(id)}/billing`, signal),
  });
}
