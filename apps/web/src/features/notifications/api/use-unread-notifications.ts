import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/unread-count: the bell's number (kept live by useNotificationsLive). */
export function useUnreadNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await api.get<{ unread: number }>('/api/notifications/unread-count', signal)).unread,
    enabled,
  });
}
