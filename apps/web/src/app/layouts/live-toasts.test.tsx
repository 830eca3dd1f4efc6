import type { Notification } from '@proclub/contracts/notifications';
import { PROPOSAL_VIEWED_EVENT } from '@proclub/contracts/proposals';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSellerHubEvents } from '@/features/hub/hooks/use-seller-hub-events';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { json, route } from '@/test/network';
import { pushEvent, subscribedChannels } from '@/test/realtime-server';
import { renderWithProviders } from '@/test/render';

function SellerShell() {
  useSellerHubEvents('u1');
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
    await waitFor(() => expect(subscribedChannels()).toContain('user:u1'));
    act(() => {
      pushEvent('user:u1', { type: PROPOSAL_VIEWED_EVENT, proposalId: 'p1', clientName: 'Harbor Dental', title: 'Growth plan' });
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
