import type { NotificationPage } from '@proclub/contracts/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { notificationKeys } from './notification-keys';

/**
 * GET /api/notifications: newest first, 20 a page (or only unread ones). In a workspace the list shows that
 * workspace's notices and the personal ones (issue 31): another workspace's wait until the person switches to it.
 */
export function useNotifications(unreadOnly = false, limit = 20) {
  const workspaceId = useCurrentWorkspaceId();
  return useInfiniteQuery({
    queryKey: [...notificationKeys.list(unreadOnly), limit, workspaceId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (unreadOnly) params.set('unread', 'true');
      if (workspaceId) params.set('workspace', workspaceId);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<NotificationPage>(`/api/notifications?${params}`, signal);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
