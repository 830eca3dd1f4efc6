import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { useResetPassword } from '../api/use-password-reset';
import { AuthCard, AuthCardLink } from './auth-card';
import { AuthForm } from './auth-form';

/** The server's message, or plain words for the expired or used link. */
const resetFailure = (error: unknown) => {
  const message = errorMessage(error, 'Failed to reset the password');
  return /invalid.?token/i.test(message) ? 'This reset link has expired or was already used. Please request a new one.' : message;
};

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link expired" description="This reset link has expired or was already used.">
        <AuthCardLink to="/forgot-password">Request a new link</AuthCardLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" description="Setting a new password signs out all your devices.">
      <AuthForm
        form={form}
        label="Set a new password"
        fields={[
          { name: 'newPassword', id: 'reset-password', label: 'New password', type: 'password', autoComplete: 'new-password' },
          {
            name: 'confirmPassword',
            id: 'reset-confirm',
            label: 'Confirm new password',
            type: 'password',
            autoComplete: 'new-password',
          },
        ]}
        submit={async (values) => {
          await reset.mutateAsync({ token, newPassword: values.newPassword });
          toastSuccess('Password updated. Please sign in with your new password.');
          navigate('/auth', { replace: true });
        }}
        failure={resetFailure}
        submitLabel="Set New Password"
        busy={reset.isPending}
      />
    </AuthCard>
  );
}
