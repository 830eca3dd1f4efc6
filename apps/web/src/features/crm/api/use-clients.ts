import type { ClientPage } from '@proclub/contracts/crm';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/with-query';
import { type ClientFilters, crmKeys } from './crm-keys';

/** GET /api/crm/clients: one keyset page (24) at a time, newest first, with the filtered total. */
export function useClients(filters: ClientFilters) {
  return useInfiniteQuery({
    queryKey: crmKeys.clients(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ClientPage>(withQuery('/api/crm/clients', { ...filters, cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}
