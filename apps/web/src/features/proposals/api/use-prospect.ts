import type { Prospect } from '@proclub/contracts/proposals';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalKeys } from './proposal-keys';

/** GET /api/proposals/prospect/:analysisId: what the analysis found about the business, and a client already on that site. */
export function useProspect(analysisId: string) {
  return useQuery({
    queryKey: proposalKeys.prospect(analysisId),
    queryFn: ({ signal }) => api.get<Prospect>(`/api/proposals/prospect/${encodeURIComponent(analysisId)}`, signal),
  });
}
