import { useParams } from 'react-router';
import { PublicInvoicePage } from '@/features/invoices/components/public-invoice-page';

/** The client's page from the invoice email: no session, only the token. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicInvoicePage token={token} />;
}
