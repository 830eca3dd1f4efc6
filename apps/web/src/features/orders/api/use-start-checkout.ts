import type { OrderCheckout, OrderInput } from '@proclub/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/orders/checkout: the server prices the chosen option; the order exists once it is paid. */
export function useStartCheckout() {
  return useMutation({ mutationFn: (input: OrderInput) => api.post<OrderCheckout>('/api/orders/checkout', input) });
}
