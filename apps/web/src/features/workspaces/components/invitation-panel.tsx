import { roleLabels } from '@proclub/contracts/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { forgetInvitation, rememberInvitation } from '@/lib/pending-invitation';
import { toastSuccess } from '@/lib/toast-action';
import { meQueryKey, useMe } from '@/lib/use-me';
import { cn } from '@/lib/utils';
import { useAcceptInvitation, useInvitationPreview } from '../api/use-workspaces';
import { switchWorkspace } from '../hooks/use-workspace-session';

const card = 'w-full max-w-md space-y-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm';

/**
 * The page of a team invitation's link (ADR 045 §7): who invites whom to which workspace. Signed out, the person signs
 * up or in first (the link is remembered in this browser and every signed-in screen comes back here); signed in, one
 * button joins. An expired, used or revoked link says so; nothing is guessed.
 */
export function InvitationPanel({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const me = useMe();
  const accept = useAcceptInvitation(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = me.data ?? null;

  // Signed out: remember the link across signing up (the mailed confirmation signs in, maybe in a new page).
  useEffect(() => {
    if (preview.isSuccess && !me.isPending && !signedIn) rememberInvitation(token);
    // A link that cannot be used any more is not pending: every screen would send the person back here.
    if (preview.isError || accept.isError) forgetInvitation();
  }, [preview.isSuccess, preview.isError, accept.isError, me.isPending, signedIn, token]);

  if (preview.isPending || me.isPending)
    return (
      <div className={card} role="status" aria-label="Loading invitation">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-20 w-full" />
      </div>
    );

  if (preview.isError)
    return (
      <div className={card}>
        <h1 className="text-2xl font-bold tracking-tight">Invitation unavailable</h1>
        <p role="alert" className="text-sm text-muted-foreground">
          {errorMessage(preview.error, 'This invitation link is not valid.')}
        </p>
        <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses('outline')}>
          {signedIn ? 'Go to Dashboard' : 'Go to ProClub'}
        </Link>
      </div>
    );

  const invitation = preview.data;
  const join = async () => {
    try {
      const workspace = await accept.mutateAsync();
      forgetInvitation();
      switchWorkspace(queryClient, workspace.id);
      // Joining may have given a new account its role: the shell reads it from the session.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      toastSuccess(`You joined ${workspace.name}`);
      navigate('/dashboard', { replace: true });
    } catch {
      // Shown below, from accept.error.
    }
  };
  const notNow = () => {
    forgetInvitation();
    navigate(signedIn ? '/dashboard' : '/', { replace: true });
  };

  return (
    <div className={card}>
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-secondary">
          <Users className="h-5 w-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Join {invitation.workspaceName}</h1>
      </div>
      <p className="text-sm">
        {invitation.invitedBy} invited <strong>{invitation.email}</strong> to join <strong>{invitation.workspaceName}</strong> on
        ProClub as {roleLabels[invitation.role].toLowerCase()}.
      </p>
      <p className="text-xs text-muted-foreground">The invitation expires on {formatDay(invitation.expiresAt)}.</p>
      {accept.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(accept.error, 'Could not accept the invitation. Try again.')}
        </p>
      )}
      {signedIn ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void join()} disabled={accept.isPending || accept.isError}>
            Accept invitation
          </Button>
          <Button variant="outline" onClick={notNow}>
            Not now
          </Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Sign up with {invitation.email} (or sign in if you have an account); you will come back here to join.
          </p>
          <Link to="/auth" className={cn(buttonClasses(), 'w-full')}>
            Sign up or sign in
          </Link>
        </div>
      )}
    </div>
  );
}
