import { useParams } from 'react-router';
import { ServiceDetailPage } from '@/features/services/components/service-detail-page';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id so moving between services starts from a fresh gallery and review form.
  return <ServiceDetailPage key={id} serviceId={id} />;
}
