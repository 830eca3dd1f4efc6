import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { InvoicesPage } from '@/features/invoices/components/invoices-page';

export function Component() {
  return <RequireCrmAccess>{() => <InvoicesPage />}</RequireCrmAccess>;
}
