import type { ConversationChannelEvent } from '@proclub/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { addMessage, patchConversation, setParticipantRead, setReactions } from '../api/messaging-cache';
import { messagingKeys } from '../api/messaging-keys';
import { displayName } from '../person-name';

/**
 * The open conversation's channel: new messages, reactions, read receipts and participant changes go
 * straight into the cache. `onIncoming` runs for a message from someone else (the view marks it read).
 */
export function useConversationRealtime(conversationId: string, meId: string, onIncoming: () => void) {
  const queryClient = useQueryClient();
  useRealtimeChannel(`conversation:${conversationId}`, (raw) => {
    // An event too large for one NOTIFY arrives as a bare hint: fetch what changed instead.
    if ((raw as { truncated?: boolean }).truncated) {
      queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
      if (raw.type === 'message.created') onIncoming();
      return;
    }
    const event = raw as unknown as ConversationChannelEvent;
    switch (event.type) {
      case 'message.created':
        addMessage(queryClient, event.message);
        patchConversation(queryClient, conversationId, {
          lastMessageAt: event.message.createdAt,
          lastMessage: { content: event.message.content, senderName: displayName(event.message.sender) },
        });
        if (event.message.senderId !== meId) onIncoming();
        break;
      case 'reaction.changed':
        setReactions(queryClient, conversationId, event.messageId, event.reactions);
        break;
      case 'read':
        setParticipantRead(queryClient, conversationId, event.userId, event.lastReadAt);
        break;
      case 'participants.changed':
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
        break;
    }
  });
}
