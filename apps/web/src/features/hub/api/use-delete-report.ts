import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** DELETE /api/hub/reports/:id (its link stops working). */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/hub/reports/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: hubKeys.report(id) });
      return queryClient.invalidateQueries({ queryKey: hubKeys.reportList });
    },
  });
}
