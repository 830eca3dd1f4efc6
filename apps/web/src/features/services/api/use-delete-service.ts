import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** DELETE /api/services/:id: permanent, images included. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/services/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      queryClient.invalidateQueries({ queryKey: serviceKeys.mine });
      queryClient.invalidateQueries({ queryKey: serviceKeys.browseAll });
      queryClient.invalidateQueries({ queryKey: serviceKeys.sellersAll });
    },
  });
}
