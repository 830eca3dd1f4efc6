import type { RankProviderStatus } from '@proclub/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** GET /api/products/rank-tracker/provider: whether positions can be checked automatically. */
export function useRankProvider() {
  return useQuery({
    queryKey: productKeys.rankProvider,
    queryFn: ({ signal }) => api.get<RankProviderStatus>('/api/products/rank-tracker/provider', signal),
    staleTime: 5 * 60_000,
  });
}
