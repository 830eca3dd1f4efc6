import type { MyServices } from '@proclub/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

export const myServicesQueryKey = serviceKeys.mine;

/** GET /api/services/mine: the signed-in seller's services in every status, newest first. */
export function useMyServices() {
  return useQuery({
    queryKey: myServicesQueryKey,
    queryFn: ({ signal }) => api.get<MyServices>('/api/services/mine', signal),
  });
}
