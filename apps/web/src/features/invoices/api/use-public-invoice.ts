import type { PublicInvoice } from '@proclub/contracts/invoices';
import type { TestPaymentInput } from '@proclub/contracts/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/public/invoices/:token: the client's view of an issued invoice. */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: invoiceKeys.public(token),
    queryFn: ({ signal }) => api.get<PublicInvoice>(`/api/public/invoices/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
}

/** POST /api/public/invoices/:token/pay: the test card form (4242 pays, 4000 0000 0000 0002 is declined). */
export function usePayInvoice(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TestPaymentInput) =>
      api.post<PublicInvoice>(`/api/public/invoices/${encodeURIComponent(token)}/pay`, card),
    onSuccess: (invoice) => queryClient.setQueryData(invoiceKeys.public(token), invoice),
    onError: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.public(token) }),
  });
}

/** POST /api/public/invoices/:token/checkout: Stripe Checkout's page for what is owed. */
export function useInvoiceCheckout(token: string) {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>(`/api/public/invoices/${encodeURIComponent(token)}/checkout`),
  });
}
