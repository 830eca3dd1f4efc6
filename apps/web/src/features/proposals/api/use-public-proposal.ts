import type { PublicProposal } from '@proclub/contracts/proposals';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** GET /api/public/proposals/:token: the client's view of a sent proposal. */
export function usePublicProposal(token: string) {
  return useQuery({
    queryKey: proposalKeys.public(token),
    queryFn: ({ signal }) => api.get<PublicProposal>(`/api/public/proposals/${encodeURIComponent(token)}`, signal),
    retry: false,
  });
}
