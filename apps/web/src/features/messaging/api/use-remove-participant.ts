import type { ConversationDetail } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messagingKeys } from './messaging-keys';

/** DELETE /api/messaging/conversations/:id/participants/:userId (never yourself: the server refuses). */
export function useRemoveParticipant(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<ConversationDetail>(conversationPath(conversationId, `/participants/${encodeURIComponent(userId)}`)),
    onSuccess: (detail) => queryClient.setQueryData(messagingKeys.conversation(conversationId), detail),
  });
}
