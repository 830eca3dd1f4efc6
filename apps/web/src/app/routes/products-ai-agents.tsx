import { RequireProductsAccess } from '@/features/products/components/require-products-access';
import { WorkflowsPage } from '@/features/workflows/components/workflows-page';

// The AI Agents page's four fixed switches became workflows the agency builds itself (issue 35).
export function Component() {
  return <RequireProductsAccess>{() => <WorkflowsPage />}</RequireProductsAccess>;
}
