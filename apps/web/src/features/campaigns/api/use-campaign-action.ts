import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

export type CampaignAction = 'send' | 'test' | 'duplicate' | 'pause' | 'resume' | 'cancel' | 'reschedule';

/** POST /api/crm/campaigns/:id/{send,test,duplicate,pause,resume,cancel,reschedule}: each changes what the list shows. */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: CampaignAction; body?: unknown }) =>
      api.post<unknown>(`/api/crm/campaigns/${encodeURIComponent(id)}/${action}`, body ?? {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
