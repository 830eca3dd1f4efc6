import type { AuditPage } from '@proclub/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { adminKeys } from './admin-keys';

/** GET /api/admin/audit: the append-only log, newest first. The CSV export is a plain link (/api/admin/audit.csv). */
export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>(withQuery('/api/admin/audit', { cursor: pageParam, limit: 50 }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
