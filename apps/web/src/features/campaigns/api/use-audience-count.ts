import type { AudienceCount, CampaignAudience } from '@proclub/contracts/campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/** POST /api/crm/campaigns/audience-count: who the audience reaches, and who is left out and why. */
export function useAudienceCount(audience: CampaignAudience, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.audienceCount(audience),
    queryFn: () => api.post<AudienceCount>('/api/crm/campaigns/audience-count', audience),
    enabled,
    placeholderData: keepPreviousData,
  });
}
