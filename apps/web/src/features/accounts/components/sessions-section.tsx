import { formatDistanceToNow } from 'date-fns';
import { Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toastAction, toastFailure, toastSuccess } from '@/lib/toast-action';
import { useSignOut } from '@/lib/use-sign-out';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from '../api/use-account-sessions';
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const signOut = useSignOut();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const onRevokeOthers = () =>
    toastAction(() => revokeOthers.mutateAsync(), 'Signed out of every other device', 'Failed to sign out the other devices');
  return (
    <SettingsSection id="sessions" title="Where you're signed in" description="Sign out of any device you don't recognise.">
      {sessions.isPending && (
        <div role="status" aria-label="Loading sessions">
          <Skeleton className="h-24 w-full" />
        </div>
      )}
      {sessions.isError && <ErrorState message="Could not load your sessions." onRetry={() => sessions.refetch()} />}
      {sessions.data && (
        <ul className="divide-y divide-border" aria-label="Signed-in sessions">
          {sessions.data.map((session) => {
            const Icon = /mobile|tablet/i.test(session.device) ? Smartphone : Monitor;
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                <Icon className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {session.browser} on {session.os} {session.current && <Badge variant="secondary">This device</Badge>}
                  </p>
                  <p className="text-muted-foreground">
                    {session.device} · {session.ipAddress ?? 'Unknown IP'} · Last active{' '}
                    {formatDistanceToNow(new Date(session.lastActiveAt), { addSuffix: true })}
                  </p>
                </div>
                {session.current ? (
                  <Button size="sm" variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                    Sign out of this one
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Sign out ${session.browser} on ${session.os}`}
                    onClick={() =>
                      revoke.mutate(session.id, {
                        onSuccess: () => toastSuccess('Signed out of that device'),
                        onError: (error) => toastFailure(error, 'Failed to sign out that device'),
                      })
                    }
                    disabled={revoke.isPending}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" onClick={onRevokeOthers} disabled={revokeOthers.isPending || others === 0}>
        Sign out everywhere else
      </Button>
    </SettingsSection>
  );
}
