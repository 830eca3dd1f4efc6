import type { RankKeyword } from '@proclub/contracts/products';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';

/** GET /api/products/rank-tracker/keywords: tracked keywords with their latest and previous positions. */
export const useRankKeywords = () =>
  useProductList<RankKeyword>(productKeys.rankKeywords, '/api/products/rank-tracker/keywords', 'tracked keywords');
