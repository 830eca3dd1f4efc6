import type {
  ConversationDetail,
  ConversationPage,
  ConversationSummary,
  Message,
  MessagePage,
} from '@proclub/contracts/messaging';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './messaging-keys';

/**
 * Cache writers shared by mutations and realtime events. Every write is idempotent (absolute values, dedupe
 * by id), so an event that arrives twice, or after the mutation's own answer, changes nothing.
 */

export function addMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<InfiniteData<MessagePage>>(messagingKeys.messages(message.conversationId), (data) => {
    if (!data || data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    // pages[0] is the newest page; within a page messages run oldest to newest.
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

export function setReactions(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
  reactions: Message['reactions'],
): void {
  queryClient.setQueryData<InfiniteData<MessagePage>>(messagingKeys.messages(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some((item) => item.id === messageId)
              ? { ...page, items: page.items.map((item) => (item.id === messageId ? { ...item, reactions } : item)) }
              : page,
          ),
        }
      : data,
  );
}

/**
 * Updates one conversation in the list (moving it to the top when it has new activity). Returns false when
 * it is not in the loaded list, so the caller can refetch.
 */
export function patchConversation(
  queryClient: QueryClient,
  conversationId: string,
  patch: Partial<Pick<ConversationSummary, 'lastMessage' | 'lastMessageAt' | 'unread' | 'title'>>,
): boolean {
  let found = false;
  queryClient.setQueryData<InfiniteData<ConversationPage>>(messagingKeys.conversations, (data) => {
    if (!data) return data;
    let current: ConversationSummary | undefined;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => {
        if (item.id !== conversationId) return true;
        current = item;
        return false;
      }),
    }));
    if (!current) return data;
    found = true;
    const updated = { ...current, ...patch };
    const moved = patch.lastMessageAt !== undefined && patch.lastMessageAt > current.lastMessageAt;
    if (moved) {
      pages[0] = { ...pages[0], items: [updated, ...pages[0].items] };
      return { ...data, pages };
    }
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === conversationId ? updated : item)),
      })),
    };
  });
  return found;
}

export function setUnreadTotal(queryClient: QueryClient, total: number): void {
  queryClient.setQueryData(messagingKeys.unread, { total: Math.max(0, total) });
}

export function setParticipantRead(queryClient: QueryClient, conversationId: string, userId: string, lastReadAt: string): void {
  queryClient.setQueryData<ConversationDetail>(messagingKeys.conversation(conversationId), (data) =>
    data
      ? {
          ...data,
          participants: data.participants.map((participant) =>
            participant.userId === userId && participant.lastReadAt < lastReadAt ? { ...participant, lastReadAt } : participant,
          ),
        }
      : data,
  );
}
