import type { AuditPage } from '@proclub/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminPages } from './use-admin-pages';

/** GET /api/admin/audit: the append-only log, newest first. The CSV export is a plain link (/api/admin/audit.csv). */
export function useAudit() {
  return useAdminPages<AuditPage>(adminKeys.audit, '/api/admin/audit', {}, 50);
}
