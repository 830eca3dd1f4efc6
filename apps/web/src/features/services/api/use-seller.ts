import type { SellerPage } from '@proclub/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/sellers/:id: a seller's public profile and their active services. */
export function useSeller(id: string) {
  return useQuery({
    queryKey: serviceKeys.seller(id),
    queryFn: ({ signal }) => api.get<SellerPage>(`/api/sellers/${encodeURIComponent(id)}`, signal),
  });
}
