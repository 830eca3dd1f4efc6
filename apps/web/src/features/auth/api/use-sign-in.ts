import type { SignInInput } from '@proclub/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

/** Shared by sign-in and sign-up so /auth can hold its signed-in redirect while either is in flight. */
export const authMutationKey = ['auth'] as const;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authMutationKey,
    // `code`: the emailed sign-in code, when the server asked for one (step-up, ADR 039).
    mutationFn: (input: SignInInput & { code?: string }) => api.post('/api/auth/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
