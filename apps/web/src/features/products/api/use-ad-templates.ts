import type { AdTemplate } from '@proclub/contracts/products';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';

/** GET /api/products/ad-templates: the six templates. */
export const useAdTemplates = () =>
  useProductList<AdTemplate>(productKeys.adTemplates, '/api/products/ad-templates', 'ad templates');
