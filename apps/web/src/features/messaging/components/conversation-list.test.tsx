import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, pending, route, sentRequests } from '@/test/network';
import { pushEvent, subscribedChannels } from '@/test/realtime-server';
import { renderWithProviders } from '@/test/render';
import { useInboxRealtime } from '../hooks/use-inbox-realtime';
import { alice, conversation, conversationPage } from '../test/fixtures';
import { ConversationList } from './conversation-list';

const LIST = '/api/messaging/conversations';

/** The list as the messages page shows it, with the inbox kept live the way the app header does. */
function LiveList() {
  useInboxRealtime(alice.id);
  return <ConversationList selectedId={null} />;
}

describe('ConversationList', () => {
  it('shows skeletons while loading', () => {
    route('GET', LIST, pending);
    renderWithProviders(<ConversationList selectedId={null} />);
    expect(screen.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    route('GET', LIST, () => json(conversationPage([])));
    renderWithProviders(<ConversationList selectedId={null} />);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText('Start one with New Chat.')).toBeInTheDocument();
  });

  it("shows 'Failed to load conversations' with Try Again, which refetches", async () => {
    route('GET', LIST, () => apiError(500, 'internal_error', 'Internal Server Error'));
    const { user } = renderWithProviders(<ConversationList selectedId={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load conversations');
    route('GET', LIST, () => json(conversationPage([conversation('c1', { title: 'Logo redesign' })])));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Logo redesign')).toBeInTheDocument();
    expect(sentRequests(LIST)).toHaveLength(2);
  });

  it('lists conversations with previews and unread counts, and loads more on request', async () => {
    route('GET', LIST, (request) =>
      request.url.searchParams.get('cursor') === 'next'
        ? json(conversationPage([conversation('c3', { title: 'Older chat' })]))
        : json(
            conversationPage(
              [
                conversation('c1', { title: 'Logo redesign', unread: 3 }),
                conversation('c2', { title: 'Support', lastMessage: null }),
              ],
              'next',
            ),
          ),
    );
    const { user } = renderWithProviders(<ConversationList selectedId="c2" />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Logo redesign'),
      expect.stringContaining('Support'),
    ]);
    expect(items[0]).toHaveTextContent('Alice Adams: Hello');
    expect(items[0]).toHaveTextContent('3 unread messages');
    expect(items[1]).toHaveTextContent('No messages yet');
    expect(items[1]).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    expect(await within(list).findByText('Older chat')).toBeInTheDocument();
  });

  it('reorders and badges a conversation live when a message arrives', async () => {
    route('GET', LIST, () =>
      json(
        conversationPage([
          conversation('c1', { title: 'Newest', lastMessageAt: '2026-01-02T00:00:00.000Z' }),
          conversation('c2', { title: 'Quiet one', lastMessageAt: '2026-01-01T00:00:00.000Z' }),
        ]),
      ),
    );
    renderWithProviders(<LiveList />);
    await screen.findByText('Quiet one');
    await waitFor(() => expect(subscribedChannels()).toContain(`user:${alice.id}`));
    pushEvent(`user:${alice.id}`, {
      type: 'inbox',
      conversationId: 'c2',
      lastMessageAt: '2026-01-03T00:00:00.000Z',
      lastMessage: { content: 'Are you there?', senderName: 'Bob Brown' },
      unread: 1,
      total: 1,
    });
    const items = await waitFor(() => {
      const links = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');
      expect(links[0]).toHaveTextContent('Quiet one');
      return links;
    });
    expect(items[0]).toHaveTextContent('Bob Brown: Are you there?');
    expect(items[0]).toHaveTextContent('1 unread message');
  });
});
