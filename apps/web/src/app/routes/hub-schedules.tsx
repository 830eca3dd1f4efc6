import { RequireHubAccess } from '@/features/hub/components/require-hub-access';
import { SchedulesPage } from '@/features/hub/components/schedules-page';

export function Component() {
  return <RequireHubAccess>{() => <SchedulesPage />}</RequireHubAccess>;
}
