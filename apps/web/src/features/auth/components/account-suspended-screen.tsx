import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useSupportContact } from '../api/use-support-contact';
import { AuthCard } from './auth-card';

/** The appeal form's address, with the account's email filled in when known. */
export const appealPath = (email?: string | null) => (email ? `/appeal?email=${encodeURIComponent(email)}` : '/appeal');

/**
 * What an open tab shows the moment moderation suspends the account (the realtime socket's `ended` frame, issue
 * #30): the session is gone, so instead of screens that would fail one by one, one clear page with the reason and
 * the way to appeal (issue #37).
 */
export function AccountSuspendedScreen({
  reason,
  email,
  onLeave,
}: {
  reason: string | null;
  email?: string | null;
  /** Leaves the screen for `to` (the sign-in page, the appeal form). */
  onLeave: (to: string) => void;
}) {
  const leave = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    onLeave(to);
  };
  const support = useSupportContact().data?.email;
  return (
    <AuthCard title="Your account is suspended" description="ProClub moderation suspended your account and signed you out.">
      <div role="alert" className="space-y-2 text-sm">
        {reason && (
          <p>
            <span className="font-medium">Reason:</span> {reason}
          </p>
        )}
        <p className="text-muted-foreground">If you believe this is a mistake, appeal the decision: a moderator reviews it.</p>
        {support && (
          <p className="text-muted-foreground">
            Anything else:{' '}
            <a href={`mailto:${support}`} className="font-medium text-primary underline-offset-4 hover:underline">
              contact support
            </a>
            .
          </p>
        )}
      </div>
      <Link
        to={appealPath(email)}
        onClick={leave(appealPath(email))}
        className="block rounded-md bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground hover:bg-primary/90"
      >
        Appeal This Decision
      </Link>
      <Link
        to="/auth"
        replace
        onClick={leave('/auth')}
        className="block text-center text-sm text-primary underline-offset-4 hover:underline"
      >
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
