import type { CampaignList } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/campaigns: the seller's campaigns and the three summary figures. */
export function useCampaigns() {
  return useQuery({
    queryKey: crmKeys.campaigns,
    queryFn: ({ signal }) => api.get<CampaignList>('/api/crm/campaigns', signal),
  });
}
