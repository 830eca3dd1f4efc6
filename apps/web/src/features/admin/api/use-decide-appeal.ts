import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/appeals/:id/lift (the ban ends) or …/reject (it stays); the person is emailed the reason. */
export function useDecideAppeal(appealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: 'lift' | 'reject'; reason: string }) =>
      api.post(`/api/admin/appeals/${encodeURIComponent(appealId)}/${decision}`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
