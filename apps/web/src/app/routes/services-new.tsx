import { CreateServicePage } from '@/features/services/components/create-service-page';
import { RequireSeller } from '@/features/services/components/require-seller';

export function Component() {
  return <RequireSeller>{() => <CreateServicePage />}</RequireSeller>;
}
