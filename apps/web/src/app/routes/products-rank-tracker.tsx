import { RankTrackerPage } from '@/features/products/components/rank-tracker/rank-tracker-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <RankTrackerPage />}</RequireProductsAccess>;
}
