import type { ServicePage } from '@proclub/contracts/services';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type BrowseFilters, serviceKeys } from './service-keys';

function browsePath(filters: BrowseFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `/api/services?${search}` : '/api/services';
}

/** GET /api/services: active services one keyset page (24) at a time; fetchNextPage loads more. */
export function useBrowseServices(filters: BrowseFilters) {
  return useInfiniteQuery({
    queryKey: serviceKeys.browse(filters),
    queryFn: ({ pageParam, signal }) => api.get<ServicePage>(browsePath(filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Keep showing the previous results while a new search or filter loads, instead of flashing the loader.
    placeholderData: keepPreviousData,
  });
}
