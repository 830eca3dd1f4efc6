import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/toast-action';
import { useUndoEmailChange } from '../api/use-undo-email-change';
import { AuthCard, AuthCardLink } from './auth-card';

/**
 * The old address's undo link (issue #37). Opening the link changes nothing (mail scanners open links); the button
 * does: the account's email goes back and every device is signed out.
 */
export function EmailChangeUndoPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const undo = useUndoEmailChange();

  if (!token) {
    return (
      <AuthCard title="Link expired" description="This undo link is invalid, expired or already used.">
        <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
      </AuthCard>
    );
  }
  if (undo.data) {
    return (
      <AuthCard title="Your email address is back">
        <p role="status" className="text-sm">
          Your account signs in with <strong>{undo.data.email}</strong> again, and every device was signed out. If someone else
          changed your email, reset your password now.
        </p>
        <AuthCardLink to="/forgot-password">Reset Password</AuthCardLink>
        <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Undo the email change"
      description="Your account goes back to this email address and every device is signed out."
    >
      <Button
        className="w-full"
        busy={undo.isPending}
        onClick={() =>
          undo.mutate(token, { onError: (error) => toastFailure(error, 'Failed to undo the email change. Please try again.') })
        }
      >
        Undo Email Change
      </Button>
      <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
    </AuthCard>
  );
}
