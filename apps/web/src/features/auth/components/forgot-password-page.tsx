import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { AuthCard, AuthCardLink } from './auth-card';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send the reset link. Please try again.'));
    }
  });

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
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
        <FormInput form={form} name="email" id="forgot-email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" className="w-full" busy={request.isPending}>
          Send Reset Link
        </Button>
      </form>
      <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
    </AuthCard>
  );
}
