import type { ConversationDetail } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messagingKeys } from './messaging-keys';

/** POST /api/messaging/conversations/:id/participants: people added later join as team members. */
export function useAddParticipants(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      api.post<ConversationDetail & { added: number }>(conversationPath(conversationId, '/participants'), { userIds }),
    onSuccess: ({ added: _added, ...detail }) => queryClient.setQueryData(messagingKeys.conversation(conversationId), detail),
  });
}
