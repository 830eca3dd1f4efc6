import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/use-me';

/** Revokes the session on the server, forgets every cached query and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSettled: async () => {
      // Leave the signed-in screen first (flushSync: committed, not a pending transition): clearing the session
      // while that screen is still mounted would make its guard redirect to /auth instead.
      await navigate('/', { flushSync: true });
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
