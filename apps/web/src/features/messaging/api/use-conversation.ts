import type { ConversationDetail } from '@proclub/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messagingKeys } from './messaging-keys';

/** GET /api/messaging/conversations/:id: title, type and participants (with their last_read_at). */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: messagingKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => api.get<ConversationDetail>(conversationPath(id ?? ''), signal),
    enabled: !!id,
  });
}
