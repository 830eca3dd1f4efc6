import type { CreateProposalInput, Proposal } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** POST /api/proposals: a draft from chosen recommendations of a saved analysis. */
export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProposalInput) => api.post<Proposal>('/api/proposals', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}
