import type { MessageSearchResult } from '@proclub/contracts/messaging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/messaging/search?q=: full-text search over the messages of my conversations. */
export function useSearchMessages(q: string) {
  return useQuery({
    queryKey: messagingKeys.search(q),
    queryFn: ({ signal }) => api.get<MessageSearchResult>(`/api/messaging/search?q=${encodeURIComponent(q)}`, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
