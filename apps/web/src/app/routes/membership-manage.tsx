import { RequireSession } from '@/components/layout/require-session';
import { ManageMembershipPage } from '@/features/membership/components/manage-membership-page';

export function Component() {
  return <RequireSession>{(me) => <ManageMembershipPage me={me} />}</RequireSession>;
}
