import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { clearSessionEnd, onSessionEnd, type SessionEnd, sessionEnd } from '@/lib/realtime';
import { meQueryKey } from '@/lib/use-me';

/**
 * Reacts when the server ends this tab's session over the realtime socket (issue #30): every cached query is
 * dropped (it was the signed-out person's data); signed out → the sign-in page; suspended → the caller shows the
 * suspended screen (returned here) until the person leaves it (for the sign-in page or the appeal form).
 */
export function useSessionEnd(): { end: SessionEnd | null; leave: (to: string) => void } {
  const end = useSyncExternalStore(onSessionEnd, sessionEnd, () => null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!end) return;
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    if (end.why === 'signed_out') {
      clearSessionEnd();
      void navigate('/auth', { replace: true });
    }
  }, [end, queryClient, navigate]);
  // Leaving goes to `to` first and forgets the end once there: forgotten before, the signed-in screen underneath
  // would draw for an instant and send the (now signed-out) person to the sign-in page instead.
  const leave = (to: string) => {
    void Promise.resolve(navigate(to, { replace: true })).then(clearSessionEnd);
  };
  return { end, leave };
}
