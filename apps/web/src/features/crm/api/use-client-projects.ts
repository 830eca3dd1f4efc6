import type { ClientProjectRef } from '@proclub/contracts/crm';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

/** GET /api/crm/clients/:id/projects: the client's projects by name, newest first (read when `enabled`). */
export function useClientProjects(clientId: string, enabled = true) {
  return useQuery({
    queryKey: crmKeys.clientProjects(clientId),
    queryFn: ({ signal }) =>
      api.get<{ items: ClientProjectRef[] }>(`/api/crm/clients/${encodeURIComponent(clientId)}/projects`, signal),
    enabled,
  });
}
