import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { setCurrentWorkspaceId } from '@/lib/current-workspace';
import { meQueryKey } from '@/lib/use-me';

/** Goes to the landing page, revokes the session on the server and forgets every cached query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Leave the signed-in screen before the session ends: while it is mounted, anything that learns the session
      // is gone (a refetch, the realtime socket closing) makes its guard redirect to /auth. In a fresh tab the
      // landing route's code is not loaded yet, so that race was lost whenever the sign-out answered first.
      await navigate('/', { flushSync: true });
      await api.post('/api/auth/sign-out');
    },
    onSettled: () => {
      queryClient.setQueryData(meQueryKey, null);
      // The next person to sign in on this browser starts in their own workspace, not this one's.
      setCurrentWorkspaceId(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
