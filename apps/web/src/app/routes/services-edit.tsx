import { useParams } from 'react-router';
import { EditServicePage } from '@/features/services/components/edit-service-page';
import { RequireSeller } from '@/features/services/components/require-seller';
import { RequireWorkspaceAction } from '@/features/workspaces/components/require-workspace-action';

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireWorkspaceAction action="listings">
      <RequireSeller>{(me) => <EditServicePage key={id} me={me} serviceId={id} />}</RequireSeller>
    </RequireWorkspaceAction>
  );
}
