import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { AuthCard, AuthCardLink } from './auth-card';
import { AuthForm } from './auth-form';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <p role="status" className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset its password. The link works once and
          expires in 1 hour.
        </p>
        <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we'll send you a link to set a new one.">
      <AuthForm
        form={form}
        label="Forgot password"
        fields={[{ name: 'email', id: 'forgot-email', label: 'Email', type: 'email', autoComplete: 'email' }]}
        submit={async (values) => {
          await request.mutateAsync(values);
          setSentTo(values.email);
        }}
        failure="Failed to send the reset link. Please try again."
        submitLabel="Send Reset Link"
        busy={request.isPending}
      />
      <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
    </AuthCard>
  );
}
