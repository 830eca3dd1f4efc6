import type { ProposalSummary } from '@proclub/contracts/proposals';
import { useHubList } from '@/features/hub/hooks/use-hub-list';
import { proposalKeys } from './proposal-keys';

/** GET /api/proposals: the seller's proposals with client names, newest first (a failed read shows empty). */
export const useProposals = () => useHubList<ProposalSummary>(proposalKeys.list, '/api/proposals', 'proposals');
