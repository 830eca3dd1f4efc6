import type { ReportPage, ReportStatus } from '@proclub/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminPages } from './use-admin-pages';

/** GET /api/admin/reports: the queue of one status, newest first. */
export function useReports(status: ReportStatus) {
  return useAdminPages<ReportPage>(adminKeys.reports(status), '/api/admin/reports', { status }, 25);
}
