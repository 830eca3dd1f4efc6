import type { CampaignList } from '@proclub/contracts/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET /api/crm/campaigns: the seller's campaigns and the three summary figures, counted from recipient rows. */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => api.get<CampaignList>('/api/crm/campaigns', signal),
    // While a campaign sends, its figures move: refresh every few seconds, and not at all otherwise.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'sending' || item.status === 'scheduled') ? 5000 : false,
  });
}
