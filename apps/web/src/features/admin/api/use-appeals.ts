import type { AppealList, AppealStatus } from '@proclub/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminPages } from './use-admin-pages';

/** GET /api/admin/appeals: suspended people's appeals of one status, newest first. */
export function useAppeals(status: AppealStatus) {
  return useAdminPages<AppealList>(adminKeys.appeals(status), '/api/admin/appeals', { status }, 100);
}
