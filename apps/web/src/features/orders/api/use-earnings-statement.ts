import type { EarningsStatement } from '@proclub/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /api/orders/statement?month=YYYY-MM: the seller's earnings statement for a month, from the ledger. */
export function useEarningsStatement(month: string) {
  return useQuery({
    queryKey: orderKeys.statement(month),
    queryFn: ({ signal }) => api.get<EarningsStatement>(`/api/orders/statement?month=${encodeURIComponent(month)}`, signal),
  });
}
