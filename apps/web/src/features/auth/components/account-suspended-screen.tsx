import { Link } from 'react-router';
import { useSupportContact } from '../api/use-support-contact';
import { AuthCard } from './auth-card';

/**
 * What an open tab shows the moment moderation suspends the account (the realtime socket's `ended` frame, issue
 * #30): the session is gone, so instead of screens that would fail one by one, one clear page with the reason.
 */
export function AccountSuspendedScreen({ reason, onLeave }: { reason: string | null; onLeave: () => void }) {
  const support = useSupportContact().data?.email;
  return (
    <AuthCard title="Your account is suspended" description="ProClub moderation suspended your account and signed you out.">
      <div role="alert" className="space-y-2 text-sm">
        {reason && (
          <p>
            <span className="font-medium">Reason:</span> {reason}
          </p>
        )}
        <p className="text-muted-foreground">
          {support ? (
            <a href={`mailto:${support}`} className="font-medium text-primary underline-offset-4 hover:underline">
              Contact support
            </a>
          ) : (
            'Contact support'
          )}{' '}
          if you believe this is a mistake.
        </p>
      </div>
      <Link
        to="/auth"
        replace
        onClick={onLeave}
        className="block text-center text-sm text-primary underline-offset-4 hover:underline"
      >
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
