import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A product mutation that refreshes the product's lists (the given key prefix) when it succeeds. */
export function useProductMutation<TInput, TResult>(invalidates: QueryKey, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
