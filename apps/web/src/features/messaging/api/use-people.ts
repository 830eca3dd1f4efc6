import type { PersonPage } from '@proclub/contracts/messaging';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

/** GET /api/messaging/people: every other profile, searchable, for the participant pickers. */
export function usePeople(q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: messagingKeys.people(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api.get<PersonPage>(`/api/messaging/people?${params}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}
