import { useParams } from 'react-router';
import { AuditDetailPage } from '@/features/hub/components/audit-detail-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  const { id = '' } = useParams();
  return <RequireHubAccess>{(me) => <AuditDetailPage key={id} me={me} id={id} />}</RequireHubAccess>;
}
