import type { Competitor, CompetitorInput } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { saveTo, useProductMutation } from './use-product-mutation';

/** GET /api/products/competitors. */
export const useCompetitors = () =>
  useProductList<Competitor>(productKeys.competitors, '/api/products/competitors', 'competitors');
/** POST /api/products/competitors, or PUT /api/products/competitors/:id. */
export const useSaveCompetitor = () =>
  useProductMutation(productKeys.competitors, saveTo<CompetitorInput, Competitor>('/api/products/competitors'));
/** POST /api/products/competitors/:id/analyze: both sites through the analyzer. */
export const useAnalyzeCompetitor = () =>
  useProductMutation(productKeys.competitors, (id: string) => api.post<Competitor>(`/api/products/competitors/${id}/analyze`));
/** DELETE /api/products/competitors/:id. */
export const useDeleteCompetitor = () =>
  useProductMutation(productKeys.competitors, (id: string) => api.delete<void>(`/api/products/competitors/${id}`));
