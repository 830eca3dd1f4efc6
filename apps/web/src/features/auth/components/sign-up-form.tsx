import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api-client';
import { useSignUp } from '../api/use-sign-up';

export function SignUpForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const [checkEmail, setCheckEmail] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      // The server answers alike whether or not the address already had an account; only a new one is signed in.
      const me = await api.get<unknown>('/api/session');
      if (!me) {
        setCheckEmail(values.email);
        return;
      }
      toast.success('Account created! Redirecting to setup...');
      navigate('/setup', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign up'));
    }
  });

  if (checkEmail) {
    return (
      <p role="status" className="text-sm">
        We sent a message to <strong>{checkEmail}</strong>. Follow it to continue — if you already have an account, sign in
        instead or reset your password.
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <FormInput form={form} name="fullName" id="signup-name" label="Full Name" autoComplete="name" placeholder="Jane Doe" />
      <FormInput
        form={form}
        name="email"
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormInput
        form={form}
        name="password"
        id="signup-password"
        label="Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" busy={signUp.isPending}>
        Sign Up
      </Button>
    </form>
  );
}
