import type { SignUpInput } from '@proclub/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';
import { authMutationKey } from './use-sign-in';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authMutationKey,
    mutationFn: ({ fullName, email, password }: SignUpInput) =>
      api.post('/api/auth/sign-up/email', { name: fullName, email, password, callbackURL: '/' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
