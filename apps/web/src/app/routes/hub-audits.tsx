import { AuditsPage } from '@/features/hub/components/audits-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  return <RequireHubAccess>{() => <AuditsPage />}</RequireHubAccess>;
}
