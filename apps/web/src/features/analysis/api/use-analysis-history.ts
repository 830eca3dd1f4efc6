import type { AnalysisPage } from '@proclub/contracts/analysis';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './analysis-keys';

/** GET /api/analysis: the seller's saved analyses, newest first, paged by cursor. */
export function useAnalysisHistory() {
  return useInfiniteQuery({
    queryKey: analysisKeys.history,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<AnalysisPage>(`/api/analysis${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}
