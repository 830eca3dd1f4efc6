import { RequireSession } from '@/features/auth/components/require-session';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function Component() {
  return <RequireSession>{(me) => <DashboardPage me={me} />}</RequireSession>;
}
