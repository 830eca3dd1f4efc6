import type { SalesAnalytics } from '@proclub/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/analytics/sales (Analytics Pro). */
export function useSalesAnalytics(days: number) {
  return useQuery({
    queryKey: orderKeys.analytics(days),
    queryFn: ({ signal }) => api.get<SalesAnalytics>(`/api/analytics/sales?days=${days}`, signal),
  });
}
