import type { ConversationDetail, CreateConversationInput } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** POST /api/messaging/conversations */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConversationInput) => api.post<ConversationDetail>('/api/messaging/conversations', input),
    onSuccess: (detail) => {
      queryClient.setQueryData(messagingKeys.conversation(detail.id), detail);
      queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
