import type { MyServices, Service } from '@proclub/contracts/services';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** PATCH /api/services/:id/status: activate or deactivate one of the signed-in seller's services. */
export function useSetServiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch<Service>(`/api/services/${encodeURIComponent(id)}/status`, { isActive }),
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<MyServices, string | null>>(serviceKeys.mine, (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === updated.id ? updated : item)),
              })),
            }
          : current,
      );
      queryClient.setQueryData(serviceKeys.detail(updated.id), updated);
      queryClient.invalidateQueries({ queryKey: serviceKeys.mine });
      queryClient.invalidateQueries({ queryKey: serviceKeys.browseAll });
      queryClient.invalidateQueries({ queryKey: serviceKeys.seller(updated.userId) });
    },
  });
}
