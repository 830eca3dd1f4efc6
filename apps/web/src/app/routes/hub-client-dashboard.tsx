import { ClientDashboardPage } from '@/features/hub/components/client-dashboard-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  return <RequireHubAccess>{() => <ClientDashboardPage />}</RequireHubAccess>;
}
