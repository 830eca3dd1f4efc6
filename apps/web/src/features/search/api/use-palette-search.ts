import type { SearchResult } from '@proclub/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/search?q=: the signed-in user's own clients, projects, services, conversations and proposals by name. */
export function usePaletteSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['search', q],
    queryFn: async ({ signal }) => (await api.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`, signal)).items,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
