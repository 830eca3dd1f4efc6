import type { Invoice } from '@proclub/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/:id: one invoice with its lines, history and the actions its state allows. */
export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Invoice>(`/api/invoices/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });
}
