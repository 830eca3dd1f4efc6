import type { ReactionResult } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setReactions } from './messaging-cache';
import { conversationPath } from './messaging-keys';

/** POST /api/messaging/conversations/:id/messages/:messageId/reactions: adds my reaction or takes it back. */
export function useToggleReaction(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, emoji }: { messageId: string; emoji: string }) =>
      api.post<ReactionResult>(conversationPath(conversationId, `/messages/${encodeURIComponent(messageId)}/reactions`), {
        emoji,
      }),
    onSuccess: (result) => setReactions(queryClient, conversationId, result.messageId, result.reactions),
  });
}
