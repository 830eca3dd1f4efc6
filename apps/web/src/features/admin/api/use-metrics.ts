import type { Metrics } from '@proclub/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/metrics?days=30|90. */
export function useMetrics(days: 30 | 90) {
  return useQuery({
    queryKey: adminKeys.metrics(days),
    queryFn: ({ signal }) => api.get<Metrics>(`/api/admin/metrics?days=${days}`, signal),
  });
}
