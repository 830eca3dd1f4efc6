import type { Invoice } from '@proclub/contracts/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

type Action = { kind: 'issue' | 'send' | 'void' } | { kind: 'refund' | 'credit'; amount: number; reason: string };

/** POST /api/invoices/:id/{issue,send,void,refunds,credit-notes}: one state change, answered with the invoice. */
export function useInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  const path = `/api/invoices/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: (action: Action) => {
      if (action.kind === 'refund') return api.post<Invoice>(`${path}/refunds`, { amount: action.amount, reason: action.reason });
      if (action.kind === 'credit')
        return api.post<Invoice>(`${path}/credit-notes`, { amount: action.amount, reason: action.reason });
      return api.post<Invoice>(`${path}/${action.kind}`);
    },
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}

/** DELETE /api/invoices/:id (drafts only). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/invoices/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
