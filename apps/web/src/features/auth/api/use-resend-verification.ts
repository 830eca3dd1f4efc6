import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the verification mail again (the server allows one a minute). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/send-verification-email', { email, callbackURL: '/verified' }),
  });
}
