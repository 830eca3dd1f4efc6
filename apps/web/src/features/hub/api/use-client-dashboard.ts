import type { ClientDashboard } from '@proclub/contracts/hub';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** GET /api/hub/client-dashboard?clientId=…; a failed read is only logged (spec §8). */
export function useClientDashboard(clientId: string | null) {
  const query = useQuery({
    queryKey: hubKeys.dashboard(clientId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ClientDashboard>(`/api/hub/client-dashboard?clientId=${encodeURIComponent(clientId ?? '')}`, signal),
    enabled: !!clientId,
  });
  useEffect(() => {
    if (query.isError) console.error('Failed to load the client dashboard', query.error);
  }, [query.isError, query.error]);
  return query;
}
