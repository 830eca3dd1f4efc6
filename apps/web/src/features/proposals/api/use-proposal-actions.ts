import type { Proposal, SendProposalResult } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

const path = (id: string, action = '') => `/api/proposals/${encodeURIComponent(id)}${action}`;

/** POST /api/proposals/:id/resend: emails the client the link of the version they were sent again. */
export function useResendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SendProposalResult>(path(id, '/resend')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** POST /api/proposals/:id/new-version: a sent or withdrawn proposal becomes the editable draft of its next version. */
export function useNewProposalVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Proposal>(path(id, '/new-version')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** POST /api/proposals/:id/withdraw: the client's link says it was withdrawn and can no longer be accepted. */
export function useWithdrawProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Proposal>(path(id, '/withdraw')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}

/** DELETE /api/proposals/:id: a draft that was never sent. */
export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(path(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all }),
  });
}
