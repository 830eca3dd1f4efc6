import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/toast-action';
import { useTwoFactorSignIn } from '../api/use-two-factor-sign-in';
import { AuthForm } from './auth-form';

/** After the password: the code from the authenticator app, or a backup code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const verify = useTwoFactorSignIn();
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  return (
    <AuthForm
      form={form}
      label="Two-factor code"
      intro={
        <p className="text-sm text-muted-foreground">
          Enter the 6-digit code from your authenticator app, or one of your backup codes.
        </p>
      }
      fields={[
        {
          name: 'code',
          id: 'two-factor-code',
          label: 'Authentication code',
          autoComplete: 'one-time-code',
          inputMode: 'text',
          autoFocus: true,
        },
      ]}
      submit={async ({ code }) => {
        await verify.mutateAsync(code);
        toastSuccess('Welcome back!');
        navigate('/dashboard', { replace: true });
      }}
      failure="That code did not work. Please try again."
      submitLabel="Verify"
      busy={verify.isPending}
    >
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back
      </Button>
    </AuthForm>
  );
}
