import type { TestPaymentInput } from '@proclub/contracts/membership';
import type { Order } from '@proclub/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** POST /api/orders/checkout/{id}/pay: the test card pays the checkout and the order is created. */
export function usePayOrder(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestPaymentInput) => api.post<Order>(`/api/orders/checkout/${encodeURIComponent(checkoutId)}/pay`, card),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
