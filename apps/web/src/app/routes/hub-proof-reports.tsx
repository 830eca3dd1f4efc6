import { ReportsPage } from '@/features/hub/components/reports-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  return <RequireHubAccess>{() => <ReportsPage />}</RequireHubAccess>;
}
