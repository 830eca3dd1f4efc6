import type { ProjectPage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/** GET /api/crm/projects: newest first, one keyset page (24) at a time; `mine` keeps those assigned to me. */
export function useProjects(mine = false) {
  return useInfiniteQuery({
    queryKey: crmKeys.projects(undefined, mine),
    queryFn: ({ pageParam, signal }) =>
      api.get<ProjectPage>(withQuery('/api/crm/projects', { cursor: pageParam, assigned: mine ? 'me' : undefined }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
