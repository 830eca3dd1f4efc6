import type { ProjectThreadPage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/crm/threads: the seller's in-progress and quoted projects, newest first, with unread counts. */
export function useSellerThreads() {
  return useInfiniteQuery({
    queryKey: crmKeys.sellerThreads,
    queryFn: ({ pageParam, signal }) => api.get<ProjectThreadPage>(withQuery('/api/crm/threads', { cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
