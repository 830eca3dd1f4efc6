import type { UserPage } from '@proclub/contracts/admin';
import { adminKeys } from './admin-keys';
import { useAdminPages } from './use-admin-pages';

export interface UserFilters {
  q: string;
  role: string;
  member: string;
  banned: string;
}

/** GET /api/admin/users: every account, newest first, keyset-paged. */
export function useAdminUsers(filters: UserFilters) {
  return useAdminPages<UserPage>(adminKeys.users({ ...filters }), '/api/admin/users', { ...filters }, 25);
}
