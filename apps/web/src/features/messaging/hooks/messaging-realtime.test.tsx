import type { ConversationDetail, ConversationPage, MessagePage, UserChannelEvent } from '@proclub/contracts/messaging';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropConnection, pushEvent, pushResync, subscribedChannels } from '@/test/realtime-server';
import { renderHookWithProviders, testQueryClient } from '@/test/render';
import { messagingKeys } from '../api/messaging-keys';
import { alice, bob, conversation, conversationDetail, conversationPage, message } from '../test/fixtures';
import { activeConversation } from './active-conversation';
import { useConversationRealtime } from './use-conversation-realtime';
import { useInboxRealtime } from './use-inbox-realtime';

const infinite = <T,>(...pages: T[]): InfiniteData<T> => ({ pages, pageParams: pages.map((_, i) => (i ? `p${i}` : null)) });

const conversations = (client: QueryClient) =>
  client.getQueryData<InfiniteData<ConversationPage>>(messagingKeys.conversations)!.pages.flatMap((page) => page.items);
const messages = (client: QueryClient, id: string) =>
  client.getQueryData<InfiniteData<MessagePage>>(messagingKeys.messages(id))!.pages.map((page) => page.items.map((m) => m.id));

/** A cache as the messages page leaves it: two conversations (c2 newest), c1's messages and details, 4 unread. */
function seededClient(): QueryClient {
  const client = testQueryClient();
  client.setQueryData(
    messagingKeys.conversations,
    infinite(
      conversationPage([
        conversation('c2', { lastMessageAt: '2026-01-02T10:00:00.000Z', unread: 4 }),
        conversation('c1', { lastMessageAt: '2026-01-01T10:00:00.000Z' }),
      ]),
    ),
  );
  client.setQueryData(
    messagingKeys.messages('c1'),
    // pages[0] is the newest page; within a page, oldest first.
    infinite<MessagePage>(
      { items: [message('m3', 'c1', alice), message('m4', 'c1', bob)], olderCursor: 'p1' },
      { items: [message('m1', 'c1', alice), message('m2', 'c1', bob)], olderCursor: null },
    ),
  );
  client.setQueryData(messagingKeys.conversation('c1'), conversationDetail('c1', '2026-01-01T09:00:00.000Z'));
  client.setQueryData(messagingKeys.unread, { total: 4 });
  return client;
}

const inbox = (patch: Partial<Extract<UserChannelEvent, { type: 'inbox' }>>): UserChannelEvent => ({
  type: 'inbox',
  conversationId: 'c1',
  lastMessageAt: '2026-01-03T10:00:00.000Z',
  lastMessage: { content: 'New offer attached', senderName: 'Bob Brown' },
  unread: 2,
  total: 6,
  ...patch,
});

afterEach(() => activeConversation.set(null));

describe('useInboxRealtime (user channel → conversation list and unread total)', () => {
  async function mountInbox(client = seededClient()) {
    renderHookWithProviders(() => useInboxRealtime(alice.id), { queryClient: client });
    await waitFor(() => expect(subscribedChannels()).toEqual([`user:${alice.id}`]));
    return client;
  }

  it('moves a conversation with a new message to the top with its preview, unread count and the new total', async () => {
    const client = await mountInbox();
    pushEvent(`user:${alice.id}`, inbox({}));
    expect(conversations(client).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(conversations(client)[0]).toMatchObject({
      unread: 2,
      lastMessageAt: '2026-01-03T10:00:00.000Z',
      lastMessage: { content: 'New offer attached', senderName: 'Bob Brown' },
    });
    expect(client.getQueryData(messagingKeys.unread)).toEqual({ total: 6 });
  });

  it('is idempotent: the same event delivered twice leaves the same cache', async () => {
    const client = await mountInbox();
    pushEvent(`user:${alice.id}`, inbox({}));
    const once = client.getQueryData(messagingKeys.conversations);
    pushEvent(`user:${alice.id}`, inbox({}));
    expect(client.getQueryData(messagingKeys.conversations)).toEqual(once);
    expect(conversations(client)).toHaveLength(2);
  });

  it('counts nothing unread for the conversation open in this tab', async () => {
    const client = await mountInbox();
    activeConversation.set('c1');
    pushEvent(`user:${alice.id}`, inbox({ unread: 2, total: 6 }));
    expect(conversations(client)[0]).toMatchObject({ id: 'c1', unread: 0 });
    expect(client.getQueryData(messagingKeys.unread)).toEqual({ total: 4 });
  });

  it('marks the list stale when the conversation is not loaded yet (so it refetches)', async () => {
    const client = await mountInbox();
    pushEvent(`user:${alice.id}`, inbox({ conversationId: 'c-unknown' }));
    expect(client.getQueryState(messagingKeys.conversations)?.isInvalidated).toBe(true);
    expect(conversations(client).map((c) => c.id)).toEqual(['c2', 'c1']);
  });

  it('applies a read elsewhere: the unread total and the conversation’s own count, without reordering', async () => {
    const client = await mountInbox();
    pushEvent(`user:${alice.id}`, { type: 'unread', total: 0, conversationId: 'c2', unreadInConversation: 0 });
    expect(client.getQueryData(messagingKeys.unread)).toEqual({ total: 0 });
    expect(conversations(client).map((c) => [c.id, c.unread])).toEqual([
      ['c2', 0],
      ['c1', 0],
    ]);
  });

  it('forgets a conversation I was removed from', async () => {
    const client = await mountInbox();
    pushEvent(`user:${alice.id}`, { type: 'conversation.removed', conversationId: 'c1' });
    expect(client.getQueryData(messagingKeys.messages('c1'))).toBeUndefined();
    expect(client.getQueryData(messagingKeys.conversation('c1'))).toBeUndefined();
    expect(client.getQueryState(messagingKeys.conversations)?.isInvalidated).toBe(true);
  });

  it('refreshes all messaging data after a reconnect, in case events were missed', async () => {
    const client = await mountInbox();
    // Fresh data (lib/realtime counts any open after the first in this file as a reconnect).
    client.setQueryData(messagingKeys.unread, { total: 4 });
    client.setQueryData(messagingKeys.messages('c1'), client.getQueryData(messagingKeys.messages('c1')));
    expect(client.getQueryState(messagingKeys.unread)?.isInvalidated).toBe(false);
    dropConnection();
    // The client reconnects after its backoff (about half a second) and re-subscribes.
    await waitFor(() => expect(client.getQueryState(messagingKeys.unread)?.isInvalidated).toBe(true), { timeout: 3000 });
    expect(client.getQueryState(messagingKeys.messages('c1'))?.isInvalidated).toBe(true);
    expect(subscribedChannels()).toEqual([`user:${alice.id}`]);
  });

  it('refreshes all messaging data when the server reports a gap in its events (resync), on the same socket', async () => {
    const client = await mountInbox();
    client.setQueryData(messagingKeys.unread, { total: 4 });
    expect(client.getQueryState(messagingKeys.unread)?.isInvalidated).toBe(false);
    pushResync();
    expect(client.getQueryState(messagingKeys.unread)?.isInvalidated).toBe(true);
    expect(client.getQueryState(messagingKeys.messages('c1'))?.isInvalidated).toBe(true);
  });
});

describe('useConversationRealtime (conversation channel → messages and read state)', () => {
  async function mountConversation(client = seededClient()) {
    const onIncoming = vi.fn();
    const hook = renderHookWithProviders(() => useConversationRealtime('c1', alice.id, onIncoming), { queryClient: client });
    await waitFor(() => expect(subscribedChannels()).toEqual(['conversation:c1']));
    return { client, onIncoming, hook };
  }

  it('appends a new message to the newest page once, updates the list preview and reports it as incoming', async () => {
    const { client, onIncoming } = await mountConversation();
    const created = message('m5', 'c1', bob, { content: 'Deal!', createdAt: '2026-01-03T12:00:00.000Z' });
    pushEvent('conversation:c1', { type: 'message.created', message: created });
    pushEvent('conversation:c1', { type: 'message.created', message: created });
    expect(messages(client, 'c1')).toEqual([
      ['m3', 'm4', 'm5'],
      ['m1', 'm2'],
    ]);
    expect(conversations(client)[0]).toMatchObject({
      id: 'c1',
      lastMessageAt: '2026-01-03T12:00:00.000Z',
      lastMessage: { content: 'Deal!', senderName: 'Bob Brown' },
    });
    expect(onIncoming).toHaveBeenCalledTimes(2);
  });

  it('does not report my own message as incoming', async () => {
    const { client, onIncoming } = await mountConversation();
    pushEvent('conversation:c1', { type: 'message.created', message: message('m6', 'c1', alice) });
    expect(messages(client, 'c1')[0]).toContain('m6');
    expect(onIncoming).not.toHaveBeenCalled();
  });

  it('moves a participant’s read mark forward, never back', async () => {
    const { client } = await mountConversation();
    const readAt = (userId: string) =>
      client
        .getQueryData<ConversationDetail>(messagingKeys.conversation('c1'))!
        .participants.find((participant) => participant.userId === userId)!.lastReadAt;
    pushEvent('conversation:c1', { type: 'read', userId: bob.id, lastReadAt: '2026-01-03T12:00:00.000Z' });
    expect(readAt(bob.id)).toBe('2026-01-03T12:00:00.000Z');
    expect(readAt(alice.id)).toBe('2026-01-01T09:00:00.000Z');
    pushEvent('conversation:c1', { type: 'read', userId: bob.id, lastReadAt: '2026-01-02T00:00:00.000Z' });
    expect(readAt(bob.id)).toBe('2026-01-03T12:00:00.000Z');
  });

  it('replaces a message’s reactions with the absolute list from the event', async () => {
    const { client } = await mountConversation();
    const reactions = [{ emoji: '👍', count: 2, userIds: [alice.id, bob.id] }];
    pushEvent('conversation:c1', { type: 'reaction.changed', messageId: 'm2', reactions });
    const page = client.getQueryData<InfiniteData<MessagePage>>(messagingKeys.messages('c1'))!.pages[1];
    expect(page.items.find((item) => item.id === 'm2')?.reactions).toEqual(reactions);
    expect(page.items.find((item) => item.id === 'm1')?.reactions).toEqual([]);
  });

  it('refetches instead of guessing when the event was too large and arrives truncated', async () => {
    const { client, onIncoming } = await mountConversation();
    pushEvent('conversation:c1', { type: 'message.created', truncated: true });
    expect(client.getQueryState(messagingKeys.messages('c1'))?.isInvalidated).toBe(true);
    expect(onIncoming).toHaveBeenCalledOnce();
  });

  it('unsubscribes when the conversation closes', async () => {
    const { hook } = await mountConversation();
    hook.unmount();
    expect(subscribedChannels()).toEqual([]);
  });
});
