import type { MapPage } from '@proclub/contracts/products';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';

/** GET /api/products/map-boost/pages: the seller's directory pages, newest first. */
export const useMapPages = () =>
  useProductList<MapPage>(productKeys.mapPages, '/api/products/map-boost/pages', 'directory pages');
