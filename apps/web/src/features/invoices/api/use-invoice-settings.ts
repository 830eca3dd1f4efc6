import type { InvoiceSettings } from '@proclub/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/settings: the workspace's currency, business name and reminder days. */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: invoiceKeys.settings,
    queryFn: ({ signal }) => api.get<InvoiceSettings>('/api/invoices/settings', signal),
  });
}
