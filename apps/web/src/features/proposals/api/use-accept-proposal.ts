import type { PublicProposal } from '@proclub/contracts/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** POST /api/public/proposals/:token/accept: the client accepts (the seller is told live). */
export function useAcceptProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PublicProposal>(`/api/public/proposals/${encodeURIComponent(token)}/accept`),
    onSuccess: (proposal) => queryClient.setQueryData(proposalKeys.public(token), proposal),
  });
}
