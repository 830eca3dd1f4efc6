import type { CheckoutInput, CheckoutResult } from '@proclub/contracts/membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** create-checkout: the base plan price id plus the chosen add-ons; answers the checkout page URL. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => api.post<CheckoutResult>('/api/membership/create-checkout', input),
  });
}
