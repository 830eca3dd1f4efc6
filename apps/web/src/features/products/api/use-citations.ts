import type { Citation, CitationInput, CitationStatus } from '@proclub/contracts/products';
import { api } from '@/lib/api-client';
import { useProductList } from '../hooks/use-product-list';
import { productKeys } from './product-keys';
import { useProductMutation } from './use-product-mutation';

/** GET /api/products/citations. */
export const useCitations = () => useProductList<Citation>(productKeys.citations, '/api/products/citations', 'citations');
/** POST /api/products/citations. */
export const useAddCitation = () =>
  useProductMutation(productKeys.citations, ({ input }: { input: CitationInput }) =>
    api.post<Citation>('/api/products/citations', input),
  );
/** PATCH /api/products/citations/:id { status }. */
export const useSetCitationStatus = () =>
  useProductMutation(productKeys.citations, ({ id, status }: { id: string; status: CitationStatus }) =>
    api.patch<Citation>(`/api/products/citations/${id}`, { status }),
  );
/** DELETE /api/products/citations/:id. */
export const useDeleteCitation = () =>
  useProductMutation(productKeys.citations, (id: string) => api.delete<void>(`/api/products/citations/${id}`));
