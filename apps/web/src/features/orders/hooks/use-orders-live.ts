import { EARNINGS_UPDATED_EVENT, ORDER_CREATED_EVENT, ORDER_UPDATED_EVENT } from '@proclub/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RealtimeEvent } from '@/lib/realtime';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { orderKeys } from '../api/order-keys';

/**
 * Orders, live: the buyer side on user:{id}, the seller side on workspace:{id} (the tab's workspace; ADR 045). A new
 * order for the seller shows a toast and refreshes the lists (and the badge); a status change by the other side
 * refreshes that order; money moving refreshes the earnings.
 */
export function useOrdersLive(
  userId: string | null | undefined,
  workspaceId: string | null | undefined,
  options: { toastNewOrders?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const onEvent = (event: RealtimeEvent) => {
    if (event.type === ORDER_CREATED_EVENT) {
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      if (options.toastNewOrders)
        toast.info(`New order: ${String(event.serviceTitle)}`, { description: `From ${String(event.buyerName)}` });
    } else if (event.type === ORDER_UPDATED_EVENT) {
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(String(event.orderId)) });
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.crmThreads });
    } else if (event.type === EARNINGS_UPDATED_EVENT) {
      queryClient.invalidateQueries({ queryKey: orderKeys.earnings });
    }
  };
  useRealtimeChannel(userId ? `user:${userId}` : null, onEvent);
  useRealtimeChannel(workspaceId ? `workspace:${workspaceId}` : null, onEvent);
}
