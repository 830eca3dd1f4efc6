import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Takes the account back to the old address with the mailed undo link (single use, 72 hours); every device signs out. */
export function useUndoEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ email: string }>('/api/account/email-change/undo', { token }),
  });
}
