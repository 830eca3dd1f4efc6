import type { Me } from '@proclub/contracts/profiles';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pendingInvitation } from '@/lib/pending-invitation';
import { useMe } from '@/lib/use-me';

interface RequireSessionProps {
  /** Send a profile without a role to /setup (every signed-in screen except /setup itself). */
  requireRole?: boolean;
  children: (me: Me) => ReactNode;
}

/** Guard for signed-in screens: no session → /auth; a pending team invitation → it; profile without role → /setup. */
export function RequireSession({ requireRole = true, children }: RequireSessionProps) {
  const me = useMe();
  const location = useLocation();
  // A screen being left never redirects: signing out or deleting the account goes to / first and clears the
  // session after, and while / (lazy) is still loading this guard must not send the person to /auth instead.
  const leaving = useNavigation().state !== 'idle';
  if (me.isPending) return <PageSkeleton />;
  if (me.isError)
    return (
      <div className="mx-auto max-w-md p-6">
        <ErrorState message="Failed to load profile" onRetry={() => me.refetch()} />
      </div>
    );
  if (!me.data) return leaving ? <PageSkeleton /> : <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  // Signed up or in from a team invitation: accept it before anything else (it may also give the account its role).
  const invitation = pendingInvitation();
  if (invitation) return <Navigate to={`/invitations/${encodeURIComponent(invitation)}`} replace />;
  if (requireRole && !me.data.profile.role) return <Navigate to="/setup" replace />;
  return <>{children(me.data)}</>;
}

export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-4 p-6" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
