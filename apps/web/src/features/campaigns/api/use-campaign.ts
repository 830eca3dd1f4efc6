import type { CampaignDetail } from '@proclub/contracts/campaigns';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET /api/crm/campaigns/:id: content, funnel, per-link clicks and the opens/clicks timeline. */
export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: campaignKeys.campaign(id ?? ''),
    queryFn: ({ signal }) => api.get<CampaignDetail>(`/api/crm/campaigns/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 3000 : false),
  });
}
