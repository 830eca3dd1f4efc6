import { useParams } from 'react-router';
import { EditServicePage } from '@/features/services/components/edit-service-page';
import { RequireSeller } from '@/features/services/components/require-seller';

export function Component() {
  const { id = '' } = useParams();
  return <RequireSeller>{(me) => <EditServicePage key={id} me={me} serviceId={id} />}</RequireSeller>;
}
