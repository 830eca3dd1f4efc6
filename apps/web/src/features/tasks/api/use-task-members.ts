import type { WorkspaceMember } from '@proclub/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { taskKeys } from './task-keys';

/** GET /api/workspaces/:id/members: who a task may be assigned to. */
export function useTaskMembers() {
  const workspaceId = useCurrentWorkspaceId();
  return useQuery({
    queryKey: taskKeys.members(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ items: WorkspaceMember[] }>(`/api/workspaces/${encodeURIComponent(workspaceId ?? '')}/members`, signal),
    select: (data) => data.items,
    enabled: workspaceId !== null,
    staleTime: 60_000,
  });
}
