import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/client-tags: the tags in use, most used first (tag picker and filter). */
export function useClientTags() {
  return useQuery({
    queryKey: crmKeys.clientTags,
    queryFn: ({ signal }) => api.get<string[]>('/api/crm/client-tags', signal),
  });
}
