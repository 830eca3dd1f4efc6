import type { ProjectMessagePage } from '@proclub/contracts/crm';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { crmKeys } from './crm-keys';

/**
 * GET /api/project-threads/:id/messages: the first page holds the newest messages (ascending); each next
 * page holds older ones. Live messages are appended to the first page by the realtime hook.
 */
export function useProjectMessages(projectId: string) {
  return useInfiniteQuery({
    queryKey: crmKeys.messages(projectId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ProjectMessagePage>(
        withQuery(`/api/project-threads/${encodeURIComponent(projectId)}/messages`, { cursor: pageParam }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
