import type { ChangeEmailInput } from '@proclub/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';
import { accountSessionsKey } from './use-account-sessions';

/**
 * Needs the current password (and a code when two-factor is on). The new address gets a confirmation link; the email
 * changes when it is opened, and the old address is told, with an undo link.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api.post('/api/auth/change-email', { ...input, code: input.code || undefined, callbackURL: '/verified' }),
  });
}

/** Needs the current password; every other device is signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => api.post('/api/auth/change-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password }),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/verify-totp', { code: code.replace(/\s+/g, '') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** New backup codes (the password again); the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', { password }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) => api.post('/api/auth/two-factor/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
