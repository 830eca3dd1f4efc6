import { REPORT_VIEWED_EVENT } from '@proclub/contracts/hub';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import type { RealtimeEvent } from '@/lib/realtime';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { hubKeys } from '../api/hub-keys';

/**
 * Live hub news for the workspace's people wherever they are in the app (the app layout route mounts it, on
 * workspace:{current id}): a prospect opened a report, or a teammate assigned a client or project. The affected lists
 * refetch and a toast says what happened. Deal news (proposals, audit alerts) is the proposals feature's
 * useWorkspaceDealEvents. Null (not a seller) subscribes to nothing.
 */
export function useSellerHubEvents(userId: string | null) {
  const queryClient = useQueryClient();
  const workspaceId = useCurrentWorkspaceId();
  const onEvent = (event: RealtimeEvent) => {
    if (event.type === REPORT_VIEWED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: hubKeys.reports });
      toast.info(`${String(event.clientName)} opened the report “${String(event.title)}”`, { id: `viewed-${event.reportId}` });
    }
    if (event.type === 'client.assigned' || event.type === 'project.assigned') {
      // A teammate assigned a client or project: cards and "Mine" lists show it (the assignee's bell says so).
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.crm });
    }
  };
  useRealtimeChannel(userId && workspaceId ? `workspace:${workspaceId}` : null, onEvent);
}
