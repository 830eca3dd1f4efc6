import { REPORT_VIEWED_EVENT } from '@proclub/contracts/hub';
import { PROPOSAL_ACCEPTED_EVENT } from '@proclub/contracts/proposals';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { hubKeys } from '../api/hub-keys';

/**
 * Live news for the seller on any hub screen (channel user:{id}): a client opened a report, or accepted a
 * proposal. The affected lists refetch and a toast says what happened.
 */
export function useSellerHubEvents(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeChannel(userId ? `user:${userId}` : null, (event) => {
    if (event.type === REPORT_VIEWED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: hubKeys.reports });
      toast.info(`${String(event.clientName)} opened the report “${String(event.title)}”`, { id: `viewed-${event.reportId}` });
    }
    if (event.type === PROPOSAL_ACCEPTED_EVENT) {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.proposals });
      toast.success(`${String(event.clientName)} accepted “${String(event.title)}”`, { id: `accepted-${event.proposalId}` });
    }
  });
}
