import type { SavedView, SavedViewInput } from '@proclub/contracts/crm';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/saved-views: the signed-in user's named filter sets. */
export function useSavedViews() {
  return useQuery({
    queryKey: crmKeys.savedViews,
    queryFn: ({ signal }) => api.get<SavedView[]>('/api/crm/saved-views', signal),
  });
}

/** POST /api/crm/saved-views and DELETE /api/crm/saved-views/:id. */
export function useSavedViewMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: crmKeys.savedViews });
  return {
    save: useMutation({ mutationFn: (input: SavedViewInput) => api.post<SavedView>('/api/crm/saved-views', input), onSuccess }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/crm/saved-views/${encodeURIComponent(id)}`),
      onSuccess,
    }),
  };
}
