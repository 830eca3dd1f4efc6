import type { OrderDispute, ResolveDisputeInput } from '@proclub/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/disputes/:id/resolve: release, full refund or partial refund, with a note. */
export function useResolveDispute(disputeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveDisputeInput) =>
      api.post<OrderDispute>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/resolve`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
