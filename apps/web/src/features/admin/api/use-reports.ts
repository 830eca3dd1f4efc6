import type { ReportPage, ReportStatus } from '@proclub/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/reports: the queue of one status, newest first. */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.reports(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReportPage>(withQuery('/api/admin/reports', { status, cursor: pageParam, limit: 25 }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
