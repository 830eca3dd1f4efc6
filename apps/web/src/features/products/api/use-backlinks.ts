import type { Backlink, BacklinkInput } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { saveTo, useProductMutation } from './use-product-mutation';

/** GET /api/products/backlinks: highest authority first. */
export const useBacklinks = () => useProductList<Backlink>(productKeys.backlinks, '/api/products/backlinks', 'backlinks');
/** POST /api/products/backlinks. */
export const useSaveBacklink = () =>
  useProductMutation(productKeys.backlinks, saveTo<BacklinkInput, Backlink>('/api/products/backlinks'));
/** DELETE /api/products/backlinks/:id. */
export const useDeleteBacklink = () =>
  useProductMutation(productKeys.backlinks, (id: string) => api.delete<void>(`/api/products/backlinks/${id}`));
