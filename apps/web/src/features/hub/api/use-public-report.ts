import type { PublicReport } from '@proclub/contracts/hub';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** GET /api/public/reports/:token: the client's view of the report as sent (reading it counts nothing). */
export function usePublicReport(token: string) {
  return useQuery({
    queryKey: hubKeys.publicReport(token),
    queryFn: ({ signal }) => api.get<PublicReport>(`/api/public/reports/${encodeURIComponent(token)}`, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
