export const proposalKeys = {
  all: ['proposals'] as const,
  list: ['proposals', 'list'] as const,
  detail: (id: string) => ['proposals', 'detail', id] as const,
  public: (token: string) => ['public', 'proposal', token] as const,
};
