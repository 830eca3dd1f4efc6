import { useParams } from 'react-router';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { InvoiceScreen } from '@/features/invoices/components/invoice-screens';

export function Component() {
  const { id = '' } = useParams();
  return <RequireCrmAccess>{() => <InvoiceScreen key={id} id={id} mode="detail" />}</RequireCrmAccess>;
}
