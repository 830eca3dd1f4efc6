import type { Notification } from '@proclub/contracts/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, route, sentRequests } from '@/test/network';
import { pushEvent, subscribedChannels } from '@/test/realtime-server';
import { renderWithProviders } from '@/test/render';
import { NotificationBell } from './notification-bell';

const notification = (id: string, title: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'message_received',
  title,
  body: 'Hello there',
  link: '/messages?c=c1',
  readAt,
  createdAt: new Date().toISOString(),
});

describe('NotificationBell', () => {
  it('shows the unread count, follows live events on the user channel, and marks one read from the panel', async () => {
    let unread = 1;
    route('GET', '/api/notifications/unread-count', () => json({ unread }));
    route('GET', '/api/notifications', () =>
      json({ items: [notification('n1', 'New message from Cara', unread ? null : 'x')], nextCursor: null, unread }),
    );
    route('POST', '/api/notifications/n1/read', () => {
      unread = 0;
      return json(notification('n1', 'New message from Cara', new Date().toISOString()));
    });
    const { user } = renderWithProviders(<NotificationBell userId="u1" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(subscribedChannels()).toContain('user:u1');

    act(() =>
      pushEvent('user:u1', { type: 'notification.created', notification: notification('n2', 'A review arrived'), unread: 2 }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBe(bell);
    expect(await screen.findByText('A review arrived')).toBeInTheDocument(); // the toast

    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: 'Mark read: New message from Cara' }));
    expect(sentRequests('/api/notifications/n1/read')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
