import type { ContentInput, ContentItem } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { saveTo, useProductMutation } from './use-product-mutation';

/** GET /api/products/content: the content library, newest first. */
export const useContent = () => useProductList<ContentItem>(productKeys.content, '/api/products/content', 'content');
/** POST /api/products/content, or PUT /api/products/content/:id. */
export const useSaveContent = () =>
  useProductMutation(productKeys.content, saveTo<ContentInput, ContentItem>('/api/products/content'));
/** DELETE /api/products/content/:id. */
export const useDeleteContent = () =>
  useProductMutation(productKeys.content, (id: string) => api.delete<void>(`/api/products/content/${id}`));
