import type { Notification } from '@proclub/contracts/notifications';
import { PROPOSAL_VIEWED_EVENT } from '@proclub/contracts/proposals';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useWorkspaceDealEvents } from '@/features/proposals/hooks/use-workspace-deal-events';
import { json, route } from '@/test/network';
import { pushEvent, subscribedChannels } from '@/test/realtime-server';
import { renderWithProviders } from '@/test/render';

function SellerShell() {
  useWorkspaceDealEvents('w1');
  return <NotificationBell userId="u1" />;
}

const notification = (kind: Notification['kind'], title: string): Notification => ({
  id: `n-${kind}`,
  kind,
  title,
  body: null,
  link: '/hub/proposals?open=p1',
  readAt: null,
  createdAt: new Date().toISOString(),
});

describe('live news on a seller’s screens (the app layout composes both)', () => {
  it('one event is one toast: the proposal’s live event toasts, its notification only updates the bell', async () => {
    route('GET', '/api/notifications/unread-count', () => json({ unread: 0 }));
    route('GET', '/api/notifications', () => json({ items: [], nextCursor: null, unread: 0 }));
    renderWithProviders(<SellerShell />);
    await waitFor(() => expect(subscribedChannels()).toEqual(expect.arrayContaining(['user:u1', 'workspace:w1'])));
    act(() => {
      pushEvent('workspace:w1', {
        type: PROPOSAL_VIEWED_EVENT,
        proposalId: 'p1',
        clientName: 'Harbor Dental',
        title: 'Growth plan',
      });
      pushEvent('user:u1', {
        type: 'notification.created',
        notification: notification('proposal_viewed', 'Harbor Dental just opened your proposal'),
        unread: 1,
      });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await screen.findByText('Harbor Dental just opened your proposal')).toBeInTheDocument();
    expect(screen.getAllByText('Harbor Dental just opened your proposal')).toHaveLength(1);

    // A kind with no live event of its own still toasts.
    act(() =>
      pushEvent('user:u1', {
        type: 'notification.created',
        notification: notification('review_received', 'A review arrived'),
        unread: 2,
      }),
    );
    expect(await screen.findByText('A review arrived')).toBeInTheDocument();
  });
});
