import type { ClientPage } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/crm/clients: the clients an invoice can be addressed to (the first 100, for the editor's picker). */
export function useBillableClients() {
  return useQuery({
    queryKey: invoiceKeys.clients,
    queryFn: ({ signal }) => api.get<ClientPage>('/api/crm/clients?limit=100', signal),
  });
}
