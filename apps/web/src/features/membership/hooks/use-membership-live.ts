import { MEMBERSHIP_UPDATED_EVENT } from '@proclub/contracts/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '@/lib/use-realtime-channel';
import { membershipKeys } from '../api/membership-keys';

/** A verified payment event changed my membership (e.g. Stripe's webhook after checkout): refetch it. */
export function useMembershipLive(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  useRealtimeChannel(userId ? `user:${userId}` : null, (event) => {
    if (event.type === MEMBERSHIP_UPDATED_EVENT) {
      queryClient.invalidateQueries({ queryKey: membershipKeys.status });
      queryClient.invalidateQueries({ queryKey: membershipKeys.details });
      // A charge or a new card arrives the same way: the billing centre refetches too.
      queryClient.invalidateQueries({ queryKey: membershipKeys.billing });
      queryClient.invalidateQueries({ queryKey: membershipKeys.charges });
    }
  });
}
