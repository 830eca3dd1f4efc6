import type { NotificationPage } from '@proclub/contracts/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications: newest first, 20 a page (or only unread ones). */
export function useNotifications(unreadOnly = false, limit = 20) {
  return useInfiniteQuery({
    queryKey: [...notificationKeys.list(unreadOnly), limit],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (unreadOnly) params.set('unread', 'true');
      if (pageParam) params.set('cursor', pageParam);
      return api.get<NotificationPage>(`/api/notifications?${params}`, signal);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
