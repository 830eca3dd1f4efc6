import type { AccountSession } from '@proclub/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountSessionsKey = ['account', 'sessions'] as const;

export function useAccountSessions() {
  return useQuery({ queryKey: accountSessionsKey, queryFn: () => api.get<AccountSession[]>('/api/account/sessions') });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/account/sessions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/revoke-other-sessions'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
