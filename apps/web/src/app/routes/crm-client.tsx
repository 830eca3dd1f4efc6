import { useParams } from 'react-router';
import { ClientRecordPage } from '@/features/crm/components/client-record-page';
import { RequireCrmAccess } from '@/features/crm/components/require-crm-access';

export function Component() {
  const { id = '' } = useParams();
  return <RequireCrmAccess>{() => <ClientRecordPage key={id} id={id} />}</RequireCrmAccess>;
}
