import type { CampaignInput, CampaignPreview } from '@proclub/contracts/campaigns';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/crm/campaigns/preview: the email rendered by the server (MJML) with sample merge values. */
export function useCampaignPreview() {
  return useMutation({
    mutationFn: (input: CampaignInput) => api.post<CampaignPreview>('/api/crm/campaigns/preview', input),
  });
}
