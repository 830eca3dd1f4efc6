import type { AppealInput } from '@proclub/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a suspended account's appeal (no session: the person cannot sign in); the answer is the same for any address. */
export function useSendAppeal() {
  return useMutation({
    mutationFn: (input: AppealInput) => api.post<{ message: string }>('/api/appeals', input),
  });
}
