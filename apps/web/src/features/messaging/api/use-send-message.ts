import type { Message } from '@proclub/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { displayName } from '../person-name';
import { addMessage, patchConversation } from './messaging-cache';
import { conversationPath } from './messaging-keys';

/** POST /api/messaging/conversations/:id/messages */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<Message>(conversationPath(conversationId, '/messages'), { content }),
    onSuccess: (message) => {
      addMessage(queryClient, message);
      patchConversation(queryClient, conversationId, {
        lastMessageAt: message.createdAt,
        lastMessage: { content: message.content, senderName: displayName(message.sender) },
        unread: 0,
      });
    },
  });
}
