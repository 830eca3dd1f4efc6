import type { RankCheck } from '@proclub/contracts/products';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';

/** GET /api/products/rank-tracker/checks: the last 20 checks, newest first. */
export const useRecentChecks = () =>
  useProductList<RankCheck>(productKeys.rankChecks, '/api/products/rank-tracker/checks', 'rank checks');
