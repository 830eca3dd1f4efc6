import { useParams } from 'react-router';
import { ReportDetailPage } from '@/features/hub/components/report-detail-page';
import { RequireHubAccess } from '@/features/hub/components/require-hub-access';

export function Component() {
  const { id = '' } = useParams();
  return <RequireHubAccess>{() => <ReportDetailPage key={id} id={id} />}</RequireHubAccess>;
}
