import { mayDo, type Workspace, type WorkspaceAction } from '@proclub/contracts/workspaces';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';

/**
 * Whether the person's role in the tab's workspace may do `action` (ADR 045 §5): the seller side hides what the server
 * would refuse (a member sees no incoming orders, only an owner sees payouts and statements). Undefined while loading;
 * true without a workspace chosen.
 */
export function useMayDo(action: WorkspaceAction): boolean | undefined {
  const workspaceId = useCurrentWorkspaceId();
  const current = useQuery({
    queryKey: ['workspace-role', workspaceId],
    queryFn: ({ signal }) => api.get<Workspace>('/api/workspaces/current', signal),
    enabled: !!workspaceId,
    staleTime: 60_000,
  });
  // No workspace chosen (yet): hide nothing, the server answers for itself.
  if (!workspaceId) return true;
  return current.data ? mayDo(current.data.role, action) : undefined;
}
