import { RequireHubAccess } from '@/features/hub/components/require-hub-access';
import { ProposalsPage } from '@/features/proposals/components/proposals-page';

export function Component() {
  return <RequireHubAccess>{() => <ProposalsPage />}</RequireHubAccess>;
}
