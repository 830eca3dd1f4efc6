import type { ConversationDetail, ConversationPage, ConversationSummary, Message, Person } from '@proclub/contracts/messaging';

export const alice: Person = {
  id: 'u-alice',
  fullName: 'Alice Adams',
  email: 'alice@example.com',
  role: 'client',
  avatarUrl: null,
};
export const bob: Person = { id: 'u-bob', fullName: 'Bob Brown', email: 'bob@example.com', role: 'vendor', avatarUrl: null };

export function conversation(id: string, patch: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    title: `Conversation ${id}`,
    type: 'general',
    lastMessageAt: '2026-01-01T10:00:00.000Z',
    lastMessage: { content: 'Hello', senderName: 'Alice Adams' },
    unread: 0,
    myRole: 'admin',
    priority: false,
    ...patch,
  };
}

export function conversationPage(items: ConversationSummary[], nextCursor: string | null = null): ConversationPage {
  return { items, nextCursor };
}

export function message(id: string, conversationId: string, sender: Person, patch: Partial<Message> = {}): Message {
  return {
    id,
    conversationId,
    senderId: sender.id,
    content: `Message ${id}`,
    createdAt: '2026-01-01T10:00:00.000Z',
    sender,
    reactions: [],
    ...patch,
  };
}

export function conversationDetail(id: string, lastReadAt: string): ConversationDetail {
  return {
    id,
    title: `Conversation ${id}`,
    type: 'general',
    lastMessageAt: '2026-01-01T10:00:00.000Z',
    participants: [
      { id: 'p1', userId: alice.id, role: 'admin', lastReadAt, person: alice },
      { id: 'p2', userId: bob.id, role: 'client', lastReadAt, person: bob },
    ],
  };
}
