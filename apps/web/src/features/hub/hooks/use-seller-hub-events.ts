import { REPORT_VIEWED_EVENT } from '@proclub/contracts/hub';
import { AUDIT_ALERT_EVENT } from '@proclub/contracts/products';
import { PROPOSAL_ACCEPTED_EVENT, PROPOSAL_VIEWED_EVENT } from '@proclub/contracts/proposals';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useCurrentWorkspaceId } from '@/lib/current-workspace';
import type { RealtimeEvent } from '@/lib/realtime';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { toastSuccess } from '@/lib/toast-action';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { hubKeys } from '../api/hub-keys';

/**
 * Live news for a seller wherever they are in the app (the app layout route mounts it): a prospect opened a proposal
 * (hot lead) or a report, accepted a proposal, or an audit score dropped. The affected lists refetch and a toast says
 * what happened. The workspace's records tell the whole team on workspace:{current id}; modules not moved to
 * workspaces yet still tell the person on user:{id}. Null (not a seller) subscribes to nothing.
 */
export function useSellerHubEvents(userId: string | null) {
  const queryClient = useQueryClient();
  const workspaceId = useCurrentWorkspaceId();
  const onEvent = (event: RealtimeEvent) => {
    if (event.type === REPORT_VIEWED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: hubKeys.reports });
      toast.info(`${String(event.clientName)} opened the report “${String(event.title)}”`, { id: `viewed-${event.reportId}` });
    }
    if (event.type === PROPOSAL_VIEWED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.proposals });
      toast.info(`${String(event.clientName)} just opened your proposal`, {
        id: `proposal-viewed-${event.proposalId}`,
        description: String(event.title),
      });
    }
    if (event.type === PROPOSAL_ACCEPTED_EVENT) {
      // Accepting closes the deal: a client, project, onboarding and schedule appear across the app.
      void queryClient.invalidateQueries();
      toastSuccess(`${String(event.clientName)} accepted “${String(event.title)}”`, { id: `accepted-${event.proposalId}` });
    }
    if (event.type === 'client.assigned' || event.type === 'project.assigned') {
      // A teammate assigned a client or project: cards and "Mine" lists show it (the assignee's bell says so).
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.crm });
    }
    if (event.type === AUDIT_ALERT_EVENT) {
      void queryClient.invalidateQueries({ queryKey: hubKeys.all });
      toast.warning(String(event.message));
    }
  };
  useRealtimeChannel(userId ? `user:${userId}` : null, onEvent);
  useRealtimeChannel(userId && workspaceId ? `workspace:${workspaceId}` : null, onEvent);
}
