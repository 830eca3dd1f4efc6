import type { InvoicePage } from '@proclub/contracts/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { invoiceKeys } from './invoice-keys';

export const INVOICE_PAGE_SIZE = 20;

/** GET /api/invoices: one page of the workspace's invoices, newest first, filtered by state. */
export function useInvoices(status: string, page: number) {
  return useQuery({
    queryKey: invoiceKeys.list(status, page),
    queryFn: ({ signal }) =>
      api.get<InvoicePage>(withQuery('/api/invoices', { status, page, pageSize: INVOICE_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });
}
