import type { ForgotPasswordInput } from '@proclub/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post('/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' }),
  });
}

/** Sets the new password with the mailed token (single use, 1 hour); every session is signed out. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => api.post('/api/auth/reset-password', input),
  });
}
