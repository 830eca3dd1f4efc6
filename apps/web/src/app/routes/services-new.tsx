import { CreateServicePage } from '@/features/services/components/create-service-page';
import { RequireSeller } from '@/features/services/components/require-seller';
import { RequireWorkspaceAction } from '@/features/workspaces/components/require-workspace-action';

export function Component() {
  return (
    <RequireWorkspaceAction action="listings">
      <RequireSeller>{() => <CreateServicePage />}</RequireSeller>
    </RequireWorkspaceAction>
  );
}
