import type { Proposal, UpdateProposalData } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** PUT /api/proposals/:id: title and line items; the server recomputes the totals. */
export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProposalData }) =>
      api.put<Proposal>(`/api/proposals/${encodeURIComponent(id)}`, input),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKeys.detail(proposal.id), proposal);
      return queryClient.invalidateQueries({ queryKey: proposalKeys.list });
    },
  });
}
