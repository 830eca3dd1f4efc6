import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/use-password-reset';
import { AuthCard, AuthCardLink } from './auth-card';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
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
        <AuthCardLink to="/forgot-password">Request a new link</AuthCardLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" description="Setting a new password signs out all your devices.">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set a new password">
        <FormInput
          form={form}
          name="newPassword"
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormInput
          form={form}
          name="confirmPassword"
          id="reset-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full" busy={reset.isPending}>
          Set New Password
        </Button>
      </form>
    </AuthCard>
  );
}
