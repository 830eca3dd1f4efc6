import type { UserPage } from '@proclub/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { adminKeys } from './admin-keys';

export interface UserFilters {
  q: string;
  role: string;
  member: string;
  banned: string;
}

/** GET /api/admin/users: every account, newest first, keyset-paged. */
export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.users({ ...filters }),
    queryFn: ({ pageParam, signal }) =>
      api.get<UserPage>(withQuery('/api/admin/users', { ...filters, cursor: pageParam, limit: 25 }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
