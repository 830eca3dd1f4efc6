import { CompetitorAnalysisPage } from '@/features/products/components/competitor-analysis-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <CompetitorAnalysisPage />}</RequireProductsAccess>;
}
