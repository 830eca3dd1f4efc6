import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/use-password-reset';
import { AuthCard } from './auth-card';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
      toast.success('Password updated. Please sign in with your new password.');
      navigate('/auth', { replace: true });
    } catch (error) {
      const message = errorMessage(error, 'Failed to reset the password');
      toast.error(
        /invalid.?token/i.test(message) ? 'This reset link has expired or was already used. Please request a new one.' : message,
      );
    }
  });

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link expired" description="This reset link has expired or was already used.">
        <Link to="/forgot-password" className="block text-center text-sm text-primary underline-offset-4 hover:underline">
          Request a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" description="Setting a new password signs out all your devices.">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set a new password">
        <FormField id="reset-password" label="New password" error={errors.newPassword?.message}>
          <Input
            {...fieldControlProps('reset-password', errors.newPassword?.message)}
            type="password"
            autoComplete="new-password"
            {...form.register('newPassword')}
          />
        </FormField>
        <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            {...fieldControlProps('reset-confirm', errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="w-full" busy={reset.isPending}>
          Set New Password
        </Button>
      </form>
    </AuthCard>
  );
}
