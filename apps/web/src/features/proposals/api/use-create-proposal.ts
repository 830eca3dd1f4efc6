import type { CreateProposalInput, Proposal } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/proposals: a draft from chosen recommendations of a saved analysis (for a client, or a new one). */
export function useCreateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProposalInput) => api.post<Proposal>('/api/proposals', input),
    // A new client may have been made with it: the CRM lists refetch too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
