import type { CampaignInput } from '@proclub/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/** POST /api/crm/campaigns (new draft) or PUT /api/crm/campaigns/:id (edit a draft). */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CampaignInput }) =>
      id
        ? api.put<{ id: string }>(`/api/crm/campaigns/${encodeURIComponent(id)}`, input)
        : api.post<{ id: string }>('/api/crm/campaigns', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
