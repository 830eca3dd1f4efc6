import type { ProjectPage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects: newest first, one keyset page (24) at a time. */
export function useProjects() {
  return useInfiniteQuery({
    queryKey: crmKeys.projects(undefined),
    queryFn: ({ pageParam, signal }) => api.get<ProjectPage>(withQuery('/api/crm/projects', { cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
