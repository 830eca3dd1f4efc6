import type { RankHistory } from '@proclub/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** GET /api/products/rank-tracker/keywords/:id/history: the keyword's positions, oldest first. */
export function useRankHistory(keywordId: string | null) {
  return useQuery({
    queryKey: productKeys.rankHistory(keywordId ?? 'none'),
    queryFn: ({ signal }) => api.get<RankHistory>(`/api/products/rank-tracker/keywords/${keywordId}/history`, signal),
    enabled: !!keywordId,
  });
}
