import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const proposalKeys = {
  all: sharedQueryKeys.proposals,
  list: ['proposals', 'list'] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
  prospect: (analysisId: string) => ['proposals', 'prospect', analysisId] as const,
  public: (token: string) => ['public', 'proposal', token] as const,
};
