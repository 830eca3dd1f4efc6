import { HubPage } from '@/features/hub/components/hub-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  return <RequireHubAccess>{() => <HubPage />}</RequireHubAccess>;
}
