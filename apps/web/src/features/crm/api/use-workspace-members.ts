import type { WorkspaceMember } from '@proclub/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import { crmKeys } from './crm-keys';

/** GET /api/workspaces/:id/members: who a client or project may be assigned to (the current workspace's members). */
export function useWorkspaceMembers() {
  const workspaceId = useCurrentWorkspaceId();
  return useQuery({
    queryKey: crmKeys.members(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ items: WorkspaceMember[] }>(`/api/workspaces/${encodeURIComponent(workspaceId ?? '')}/members`, signal),
    select: (data) => data.items,
    enabled: workspaceId !== null,
    staleTime: 60_000,
  });
}
