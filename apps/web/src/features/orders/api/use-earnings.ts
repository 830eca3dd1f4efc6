import type { Earnings } from '@proclub/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/earnings: the seller's pending and available money (kept fresh by earnings.updated). */
export function useEarnings() {
  return useQuery({ queryKey: orderKeys.earnings, queryFn: ({ signal }) => api.get<Earnings>('/api/orders/earnings', signal) });
}
