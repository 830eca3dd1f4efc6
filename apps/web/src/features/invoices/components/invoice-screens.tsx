import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/lib/api-client';
import { useInvoice } from '../api/use-invoice';
import { InvoiceDetail } from './invoice-detail';
import { InvoiceEditor } from './invoice-editor';

/** /invoices/:id and /invoices/:id/edit: the invoice once loaded (placeholders, not found, or the failure with Retry). */
export function InvoiceScreen({ id, mode }: { id: string; mode: 'detail' | 'edit' }) {
  const invoice = useInvoice(id);
  if (invoice.isPending)
    return (
      <main aria-busy="true" className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <p className="sr-only" role="status">
          Loading invoice
        </p>
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </main>
    );
  if (isNotFoundError(invoice.error))
    return (
      <main className="mx-auto max-w-4xl px-4 py-6">
        <ErrorState message="Invoice not found" />
      </main>
    );
  if (invoice.isError)
    return (
      <main className="mx-auto max-w-4xl px-4 py-6">
        <ErrorState message="Failed to load invoice" onRetry={() => invoice.refetch()} />
      </main>
    );
  if (mode === 'edit' && invoice.data.status === 'draft') return <InvoiceEditor invoice={invoice.data} />;
  return <InvoiceDetail invoice={invoice.data} />;
}
