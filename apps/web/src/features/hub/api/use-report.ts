import type { Report } from '@proclub/contracts/hub';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hubKeys } from './hub-keys';

/** GET /api/hub/reports/:id: the report with what happened for the client in its period. */
export function useReport(id: string) {
  return useQuery({
    queryKey: hubKeys.report(id),
    queryFn: ({ signal }) => api.get<Report>(`/api/hub/reports/${encodeURIComponent(id)}`, signal),
  });
}
