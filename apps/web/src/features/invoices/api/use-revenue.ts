import type { RevenueSummary } from '@proclub/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/revenue: collected this month, outstanding, overdue, 12 months and top clients. */
export function useRevenue() {
  return useQuery({
    queryKey: invoiceKeys.revenue,
    queryFn: ({ signal }) => api.get<RevenueSummary>('/api/invoices/revenue', signal),
  });
}
