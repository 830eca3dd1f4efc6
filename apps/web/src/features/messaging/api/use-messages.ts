import type { MessagePage } from '@proclub/contracts/messaging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messagingKeys } from './messaging-keys';

/**
 * GET /api/messaging/conversations/:id/messages: the newest page first; fetchNextPage loads the page before
 * the oldest one loaded (scrolling up). Live messages are added to the cache by realtime events.
 */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(
        conversationPath(conversationId, `/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.olderCursor,
    // While open, live events keep it current. Events are only received while the conversation is open, so
    // reopening it refreshes the cached pages (shown meanwhile) to pick up what arrived in between.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: 'always',
  });
}
