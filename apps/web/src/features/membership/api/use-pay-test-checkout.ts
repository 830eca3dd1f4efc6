import type { SubscriptionStatus, TestPaymentInput } from '@proclub/contracts/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** Pays a test checkout; the answer is the new subscription status. */
export function usePayTestCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestPaymentInput) =>
      api.post<SubscriptionStatus>(`/api/membership/test-checkout/${encodeURIComponent(id)}/pay`, card),
    onSuccess: (status) => {
      queryClient.setQueryData(membershipKeys.status, status);
      queryClient.invalidateQueries({ queryKey: membershipKeys.details });
      queryClient.invalidateQueries({ queryKey: membershipKeys.testCheckout(id) });
    },
  });
}
