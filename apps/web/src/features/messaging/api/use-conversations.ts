import type { ConversationPage } from '@proclub/contracts/messaging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/messaging/conversations: my conversations, newest activity first, a page at a time. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: messagingKeys.conversations,
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationPage>(
        `/api/messaging/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
