import type { PayoutAccount, PayoutOnboarding } from '@proclub/contracts/orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/payouts: the seller's payout account (ADR 031); the server re-reads one still pending at Stripe. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: [...orderKeys.earnings, 'payouts'] as const,
    queryFn: ({ signal }) => api.get<PayoutAccount>('/api/orders/payouts', signal),
  });
}

/** POST /api/orders/payouts/onboarding: the account (made once) and a fresh Stripe onboarding link. */
export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: () => api.post<PayoutOnboarding>('/api/orders/payouts/onboarding') });
}
