import type { BillingOverview, TestPaymentInput } from '@proclub/contracts/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /api/membership/test-card: the test card-update page's submit; the answer is the new billing overview. */
export function useUpdateTestCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestPaymentInput) => api.post<BillingOverview>('/api/membership/test-card', card),
    onSuccess: (overview) => queryClient.setQueryData(membershipKeys.billing, overview),
  });
}
