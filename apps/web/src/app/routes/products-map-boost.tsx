import { MapBoostPage } from '@/features/products/components/map-boost/map-boost-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <MapBoostPage />}</RequireProductsAccess>;
}
