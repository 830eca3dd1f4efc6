import type { ProjectThreadPage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/project-threads/mine: projects where the signed-in user is the client (matched by email). */
export function useMyProjectThreads() {
  return useInfiniteQuery({
    queryKey: crmKeys.myThreads,
    queryFn: ({ pageParam, signal }) =>
      api.get<ProjectThreadPage>(withQuery('/api/project-threads/mine', { cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
