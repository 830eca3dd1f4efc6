import type { TaskPage } from '@proclub/contracts/tasks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { type TaskListParams, taskKeys } from './task-keys';

/** GET /api/tasks: one keyset page at a time, soonest due first (undated last). */
export function useTasks(params: TaskListParams) {
  return useInfiniteQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      api.get<TaskPage>(
        withQuery('/api/tasks', {
          view: params.view,
          status: params.status,
          clientId: params.clientId,
          limit: params.limit,
          cursor: pageParam ?? undefined,
        }),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
