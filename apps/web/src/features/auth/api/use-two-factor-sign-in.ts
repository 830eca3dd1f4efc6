import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

/** Second sign-in step: a 6-digit code from the authenticator app, or else one of the backup codes. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => {
      const trimmed = code.replace(/\s+/g, '');
      return /^\d{6}$/.test(trimmed)
        ? api.post('/api/auth/two-factor/verify-totp', { code: trimmed })
        : api.post('/api/auth/two-factor/verify-backup-code', { code: trimmed });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
