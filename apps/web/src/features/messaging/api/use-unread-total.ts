import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/messaging/unread: my unread messages over all conversations (kept live by useInboxRealtime). */
export function useUnreadTotal(enabled = true) {
  return useQuery({
    queryKey: messagingKeys.unread,
    queryFn: ({ signal }) => api.get<{ total: number }>('/api/messaging/unread', signal),
    select: (data) => data.total,
    enabled,
    staleTime: 60_000,
  });
}
