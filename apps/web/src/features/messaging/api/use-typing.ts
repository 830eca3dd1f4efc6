import type { TypingList } from '@proclub/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messagingKeys } from './messaging-keys';

/** GET /api/messaging/conversations/:id/typing: who is typing right now (the state when the conversation opens). */
export function useTypingNow(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.typing(conversationId),
    queryFn: ({ signal }) => api.get<TypingList>(conversationPath(conversationId, '/typing'), signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT /api/messaging/conversations/:id/typing. Fire-and-forget: a lost update expires on its own after 5 s. */
export function putTyping(conversationId: string, isTyping: boolean): Promise<void> {
  return api.put<void>(conversationPath(conversationId, '/typing'), { isTyping }).catch(() => undefined);
}
