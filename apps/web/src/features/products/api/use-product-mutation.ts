import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A product mutation that refreshes the product's lists (the given key prefix) when it succeeds. */
export function useProductMutation<TInput, TResult>(invalidates: QueryKey, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

/** A save for a product record's dialog: POST to the collection, or PUT to the record when editing one. */
export const saveTo =
  <TInput, TResult>(url: string) =>
  ({ id, input }: { id?: string; input: TInput }) =>
    id ? api.put<TResult>(`${url}/${id}`, input) : api.post<TResult>(url, input);
