import type { DeclineProposalInput, PublicProposal, SignProposalInput } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** POST /api/public/proposals/:token/sign: the client signs (typed name, consent, the hash of the version shown). */
export function useSignProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignProposalInput) =>
      api.post<PublicProposal>(`/api/public/proposals/${encodeURIComponent(token)}/sign`, input),
    onSuccess: (proposal) => queryClient.setQueryData(proposalKeys.public(token), proposal),
    // A 409 (a newer version, already signed): the page reloads what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: proposalKeys.public(token) }),
  });
}

/** POST /api/public/proposals/:token/decline: the client declines with a reason. */
export function useDeclineProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeclineProposalInput) =>
      api.post<PublicProposal>(`/api/public/proposals/${encodeURIComponent(token)}/decline`, input),
    onSuccess: (proposal) => queryClient.setQueryData(proposalKeys.public(token), proposal),
  });
}

/** The signed PDF's address for the signer (a plain link: the browser downloads it). */
export const signedPdfUrl = (token: string) => `/api/public/proposals/${encodeURIComponent(token)}/signed.pdf`;
