import type { AdminUserDetail } from '@proclub/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users/:id: profile, sessions, orders and moderation history. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, signal),
  });
}
