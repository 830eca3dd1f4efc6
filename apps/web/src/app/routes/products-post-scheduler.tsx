import { PostSchedulerPage } from '@/features/products/components/post-scheduler-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <PostSchedulerPage />}</RequireProductsAccess>;
}
