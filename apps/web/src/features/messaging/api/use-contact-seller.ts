import type { ConversationDetail } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** POST /api/messaging/contact-seller: opens (or reuses) my inquiry conversation about a service. */
export function useContactSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => api.post<ConversationDetail>('/api/messaging/contact-seller', { serviceId }),
    onSuccess: (detail) => {
      queryClient.setQueryData(messagingKeys.conversation(detail.id), detail);
      queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
