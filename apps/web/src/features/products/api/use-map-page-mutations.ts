import type { MapPage, MapPageInput } from '@proclub/contracts/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

function useMapPageMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.mapPages }),
  });
}

/** POST /api/products/map-boost/pages, or PUT …/:id when editing. */
export const useSaveMapPage = () =>
  useMapPageMutation(({ id, input }: { id?: string; input: MapPageInput }) =>
    id
      ? api.put<MapPage>(`/api/products/map-boost/pages/${id}`, input)
      : api.post<MapPage>('/api/products/map-boost/pages', input),
  );

/** POST /api/products/map-boost/pages/:id/publish { published }. */
export const usePublishMapPage = () =>
  useMapPageMutation(({ id, published }: { id: string; published: boolean }) =>
    api.post<MapPage>(`/api/products/map-boost/pages/${id}/publish`, { published }),
  );

/** DELETE /api/products/map-boost/pages/:id. */
export const useDeleteMapPage = () => useMapPageMutation((id: string) => api.delete<void>(`/api/products/map-boost/pages/${id}`));
