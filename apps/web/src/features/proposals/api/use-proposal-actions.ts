import type { Proposal, SendProposalResult } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

const path = (id: string, action = '') => `/api/proposals/${encodeURIComponent(id)}${action}`;

/** One action on a proposal; afterwards every proposal list and detail reloads. */
function useProposalAction<R>(call: (id: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** POST /api/proposals/:id/resend: emails the client the link of the version they were sent again. */
export const useResendProposal = () => useProposalAction((id) => api.post<SendProposalResult>(path(id, '/resend')));

/** POST /api/proposals/:id/new-version: a sent or withdrawn proposal becomes the editable draft of its next version. */
export const useNewProposalVersion = () => useProposalAction((id) => api.post<Proposal>(path(id, '/new-version')));

/** POST /api/proposals/:id/withdraw: the client's link says it was withdrawn and can no longer be accepted. */
export const useWithdrawProposal = () => useProposalAction((id) => api.post<Proposal>(path(id, '/withdraw')));

/** DELETE /api/proposals/:id: a draft that was never sent. */
export const useDeleteProposal = () => useProposalAction((id) => api.delete<void>(path(id)));
