import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';
import { SubscriptionsPage } from '@/features/invoices/components/subscriptions-page';

export function Component() {
  return <RequireCrmAccess>{() => <SubscriptionsPage />}</RequireCrmAccess>;
}
