import type { Membership } from '@proclub/contracts/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipKeys } from './membership-keys';

/** A Manage Membership call: its answer replaces the cached membership; the status is refetched. */
export function useMembershipMutation<T>(call: (input: T) => Promise<Membership>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (membership) => {
      queryClient.setQueryData(membershipKeys.details, membership);
      queryClient.invalidateQueries({ queryKey: membershipKeys.status });
    },
  });
}
