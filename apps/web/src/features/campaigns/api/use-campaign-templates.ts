import type { CampaignTemplate, CampaignTemplateInput, CampaignTemplateList } from '@proclub/contracts/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/** GET /api/crm/campaign-templates: the workspace's template library (built-in starters first). */
export function useCampaignTemplates() {
  return useQuery({
    queryKey: campaignKeys.templates,
    queryFn: ({ signal }) => api.get<CampaignTemplateList>('/api/crm/campaign-templates', signal),
  });
}

/** POST /api/crm/campaign-templates: save as template (a template of the same name is replaced). */
export function useSaveCampaignTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignTemplateInput) => api.post<CampaignTemplate>('/api/crm/campaign-templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.templates }),
  });
}
