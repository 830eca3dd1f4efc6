import { BacklinkReportsPage } from '@/features/products/components/backlink-reports-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <BacklinkReportsPage />}</RequireProductsAccess>;
}
