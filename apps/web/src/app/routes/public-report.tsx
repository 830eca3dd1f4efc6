import { useParams } from 'react-router';
import { PublicReportPage } from '@/features/hub/components/public-report-page';

/** The client's page from the report email: no session, only the token. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicReportPage token={token} />;
}
