import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { InvoiceEditor } from '@/features/invoices/components/invoice-editor';

export function Component() {
  return <RequireCrmAccess>{() => <InvoiceEditor />}</RequireCrmAccess>;
}
