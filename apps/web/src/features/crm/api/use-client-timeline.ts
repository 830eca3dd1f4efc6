import type { TimelineKind, TimelinePage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/:id/timeline: newest first, one keyset page at a time, optionally one kind. */
export function useClientTimeline(id: string, kind: TimelineKind | undefined, limit?: number) {
  return useInfiniteQuery({
    queryKey: [...crmKeys.timeline(id, kind), limit ?? 'page'],
    queryFn: ({ pageParam, signal }) =>
      api.get<TimelinePage>(
        withQuery(`/api/crm/clients/${encodeURIComponent(id)}/timeline`, { kind, limit, cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
