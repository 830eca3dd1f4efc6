import type { ProposalSummary } from '@proclub/contracts/proposals';
import { usePagedList } from '@/lib/use-paged-list';
import { proposalKeys } from './proposal-keys';

/** GET /api/proposals: the seller's proposals with client names, newest first (a failed read shows empty). */
export const useProposals = () => usePagedList<ProposalSummary>(proposalKeys.list, '/api/proposals', 'proposals');
