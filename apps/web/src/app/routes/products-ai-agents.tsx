import { AiAgentsPage } from '@/features/products/components/ai-agents-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <AiAgentsPage />}</RequireProductsAccess>;
}
