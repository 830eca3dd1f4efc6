import type { UserChannelEvent } from '@proclub/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect } from '@/lib/realtime';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { patchConversation, setUnreadTotal } from '../api/messaging-cache';
import { messagingKeys } from '../api/messaging-keys';
import { activeConversation } from './active-conversation';

/**
 * My inbox, live: user:{id} events keep the conversation list and the unread total current in the cache
 * (without refetching); a reconnect refreshes all messaging data in case events were missed.
 */
export function useInboxRealtime(userId: string | null | undefined) {
  const queryClient = useQueryClient();

  useRealtimeChannel(userId ? `user:${userId}` : null, (raw) => {
    const event = raw as unknown as UserChannelEvent;
    switch (event.type) {
      case 'inbox': {
        const open = activeConversation.get() === event.conversationId;
        const found = patchConversation(queryClient, event.conversationId, {
          lastMessageAt: event.lastMessageAt,
          lastMessage: event.lastMessage,
          unread: open ? 0 : event.unread,
        });
        if (!found) queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
        setUnreadTotal(queryClient, open ? event.total - event.unread : event.total);
        break;
      }
      case 'unread':
        setUnreadTotal(queryClient, event.total);
        if (event.conversationId && event.unreadInConversation !== undefined)
          patchConversation(queryClient, event.conversationId, { unread: event.unreadInConversation });
        break;
      case 'conversation.added':
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
        queryClient.invalidateQueries({ queryKey: messagingKeys.unread });
        break;
      case 'conversation.removed':
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
        queryClient.removeQueries({ queryKey: messagingKeys.conversation(event.conversationId) });
        queryClient.removeQueries({ queryKey: messagingKeys.messages(event.conversationId) });
        break;
    }
  });

  useEffect(() => {
    if (!userId) return;
    return onReconnect(() => {
      queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    });
  }, [queryClient, userId]);
}
