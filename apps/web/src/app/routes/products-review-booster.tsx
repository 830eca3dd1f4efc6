import { RequireProductsAccess } from '@/features/products/components/require-products-access';
import { ReviewBoosterPage } from '@/features/products/components/review-booster-page';

export function Component() {
  return <RequireProductsAccess>{() => <ReviewBoosterPage />}</RequireProductsAccess>;
}
