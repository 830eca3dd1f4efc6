import type { AccountExport, DeleteAccountInput } from '@proclub/contracts/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

const exportKey = ['account', 'export'] as const;

/** The latest export; polled while it is being produced so the progress bar moves. */
export function useAccountExport() {
  return useQuery({
    queryKey: exportKey,
    queryFn: () => api.get<AccountExport | null>('/api/account/export'),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AccountExport>('/api/account/export'),
    onSuccess: (started) => queryClient.setQueryData(exportKey, started),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.post('/api/account/delete', input),
    onSuccess: async () => {
      // Leave the signed-in screen first, or its guard would send the person to /auth once the session is cleared.
      await navigate('/', { flushSync: true });
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
