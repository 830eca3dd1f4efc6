import { ContentDropsPage } from '@/features/products/components/content-drops-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <ContentDropsPage />}</RequireProductsAccess>;
}
