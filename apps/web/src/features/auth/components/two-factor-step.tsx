import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useTwoFactorSignIn } from '../api/use-two-factor-sign-in';

/** After the password: the code from the authenticator app, or a backup code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const verify = useTwoFactorSignIn();
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
      toast.success('Welcome back!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'That code did not work. Please try again.'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Two-factor code">
      <p className="text-sm text-muted-foreground">
        Enter the 6-digit code from your authenticator app, or one of your backup codes.
      </p>
      <FormField id="two-factor-code" label="Authentication code" error={errors.code?.message}>
        <Input
          {...fieldControlProps('two-factor-code', errors.code?.message)}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" className="w-full" busy={verify.isPending}>
        Verify
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back
      </Button>
    </form>
  );
}
