import type { SendProposalResult } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** POST /api/proposals/:id/send: emails the client a private link to accept it (drafts only). */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SendProposalResult>(`/api/proposals/${encodeURIComponent(id)}/send`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}
