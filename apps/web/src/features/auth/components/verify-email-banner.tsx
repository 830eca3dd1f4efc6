import type { Me } from '@proclub/contracts/profiles';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/toast-action';
import { useResendVerification } from '../api/use-resend-verification';

/** Shown on every signed-in screen until the address is confirmed: client mail waits for it. */
export function VerifyEmailBanner({ me }: { me: Me }) {
  const resend = useResendVerification();
  if (me.user.emailVerified) return null;
  const onResend = async () => {
    try {
      await resend.mutateAsync(me.user.email);
      toastSuccess(`Verification email sent to ${me.user.email}`);
    } catch (error) {
      toastFailure(error, 'Failed to send the verification email. Please try again.');
    }
  };
  return (
    <section aria-label="Verify your email" className="border-b border-warning/40 bg-warning/10">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2 text-sm">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          Please verify your email address <strong>{me.user.email}</strong>. Until then, reports and proposals cannot be emailed
          to clients.
        </p>
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending || resend.isSuccess}>
          {resend.isSuccess ? 'Email sent' : 'Resend email'}
        </Button>
      </div>
    </section>
  );
}
