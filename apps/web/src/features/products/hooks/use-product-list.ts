import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/**
 * A product's list. Spec §8: a failed read is only logged and the list shows empty, so callers never see
 * an error state; they get [] once the request has settled either way.
 */
export function useProductList<T>(queryKey: QueryKey, path: string, what: string) {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => api.get<T[]>(path, signal) });
  useEffect(() => {
    if (query.isError) console.error(`Failed to load ${what}`, query.error);
  }, [query.isError, query.error, what]);
  return { items: query.data ?? [], isPending: query.isPending && !query.isError };
}
