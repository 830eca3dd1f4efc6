import { AdTemplatesPage } from '@/features/products/components/ad-templates-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <AdTemplatesPage />}</RequireProductsAccess>;
}
