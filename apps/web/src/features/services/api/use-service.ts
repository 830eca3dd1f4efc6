import type { Service } from '@proclub/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/services/:id: an active service, or the viewer's own in any status (404 otherwise). */
export function useService(id: string) {
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => api.get<Service>(`/api/services/${encodeURIComponent(id)}`, signal),
  });
}
