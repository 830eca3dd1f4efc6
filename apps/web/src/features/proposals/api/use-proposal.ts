import type { Proposal } from '@proclub/contracts/proposals';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** GET /api/proposals/:id: the proposal with its line items. */
export function useProposal(id: string) {
  return useQuery({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => api.get<Proposal>(`/api/proposals/${encodeURIComponent(id)}`, signal),
  });
}
