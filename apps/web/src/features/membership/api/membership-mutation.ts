import type { Membership } from '@proclub/contracts/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipKeys } from './membership-keys';

/**
 * A Manage Membership call: its answer replaces the cached membership; the status is refetched. A refetch of the
 * membership already in flight (the live event of the previous change starts one) was read before this change: it
 * is cancelled first, or its older answer would land after this one and undo it on screen (Cancel at Period End
 * flipping back to "Renews on").
 */
export function useMembershipMutation<T>(call: (input: T) => Promise<Membership>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: () => queryClient.cancelQueries({ queryKey: membershipKeys.details }),
    onSuccess: async (membership) => {
      await queryClient.cancelQueries({ queryKey: membershipKeys.details });
      queryClient.setQueryData(membershipKeys.details, membership);
      queryClient.invalidateQueries({ queryKey: membershipKeys.status });
    },
  });
}
