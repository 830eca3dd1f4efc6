import type { Invoice, InvoiceInput } from '@proclub/contracts/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** POST /api/invoices (new draft) or PUT /api/invoices/:id (replace a draft). */
export function useSaveInvoice(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      id ? api.put<Invoice>(`/api/invoices/${encodeURIComponent(id)}`, input) : api.post<Invoice>('/api/invoices', input),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
