import type { InvoiceSettings, InvoiceSettingsInput } from '@proclub/contracts/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** PUT /api/invoices/settings: currency, business name and reminder days (owners and admins). */
export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceSettingsInput) => api.put<InvoiceSettings>('/api/invoices/settings', input),
    onSuccess: (settings) => queryClient.setQueryData(invoiceKeys.settings, settings),
  });
}
