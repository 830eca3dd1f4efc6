import { AUDIT_ALERT_EVENT } from '@proclub/contracts/products';
import { PROPOSAL_ACCEPTED_EVENT, PROPOSAL_VIEWED_EVENT } from '@proclub/contracts/proposals';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { toastSuccess } from '@/lib/toast-action';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';

/**
 * Live deal news of the current workspace wherever its members are in the app (channel workspace:{id}; the app
 * layout mounts it): a prospect opened or accepted a proposal, or an audit score dropped. The affected lists refetch
 * and a toast says what happened. Null (no workspace) subscribes to nothing.
 */
export function useWorkspaceDealEvents(workspaceId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeChannel(workspaceId ? `workspace:${workspaceId}` : null, (event) => {
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
    if (event.type === AUDIT_ALERT_EVENT) {
      // The hub's audits list lives under ['hub'].
      void queryClient.invalidateQueries({ queryKey: ['hub'] });
      toast.warning(String(event.message));
    }
  });
}
