import { DashboardPage } from '@/app/dashboard/dashboard-page';
import { RequireSession } from '@/components/layout/require-session';

export function Component() {
  return <RequireSession>{(me) => <DashboardPage me={me} />}</RequireSession>;
}
