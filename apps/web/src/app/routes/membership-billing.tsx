import { RequireSession } from '@/components/layout/require-session';
import { BillingCentrePage } from '@/features/membership/components/billing-centre-page';

export function Component() {
  return <RequireSession>{(me) => <BillingCentrePage userId={me.user.id} />}</RequireSession>;
}
