import type { ClientCampaign } from '@proclub/contracts/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/:id/campaigns: the campaigns this client received and what they did. */
export function useClientCampaigns(clientId: string) {
  return useQuery({
    queryKey: crmKeys.clientCampaigns(clientId),
    queryFn: ({ signal }) =>
      api.get<{ items: ClientCampaign[] }>(`/api/crm/clients/${encodeURIComponent(clientId)}/campaigns`, signal),
  });
}
