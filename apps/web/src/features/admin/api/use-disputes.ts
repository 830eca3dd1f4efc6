import type { DisputePage } from '@proclub/contracts/orders';
import { adminKeys } from './admin-keys';
import { useAdminPages } from './use-admin-pages';

/** GET /api/admin/disputes: open or resolved order disputes, newest first. */
export function useDisputes(status: 'open' | 'resolved') {
  return useAdminPages<DisputePage>(adminKeys.disputes(status), '/api/admin/disputes', { status }, 20);
}
