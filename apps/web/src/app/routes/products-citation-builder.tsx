import { CitationBuilderPage } from '@/features/products/components/citation-builder-page';
import { RequireProductsAccess } from '@/features/products/components/require-products-access';

export function Component() {
  return <RequireProductsAccess>{() => <CitationBuilderPage />}</RequireProductsAccess>;
}
