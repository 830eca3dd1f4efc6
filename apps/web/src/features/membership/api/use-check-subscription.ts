import type { SubscriptionStatus } from '@proclub/contracts/membership';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

const notSubscribed: SubscriptionStatus = { subscribed: false, subscriptionEnd: null };

/**
 * check-subscription. Without a session the server answers "not subscribed"; a failed check is logged and
 * treated the same way, so the page shows the signup (spec §8).
 */
export function useCheckSubscription(options: { pollUntilSubscribed?: boolean } = {}) {
  return useQuery({
    queryKey: membershipKeys.status,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SubscriptionStatus>('/api/membership/check-subscription', signal);
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        console.error('Subscription check failed', error);
        return notSubscribed;
      }
    },
    refetchInterval: (query) => (options.pollUntilSubscribed && !query.state.data?.subscribed ? 2000 : false),
  });
}
