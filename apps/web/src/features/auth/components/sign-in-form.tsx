import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/use-sign-in';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const [needsCode, setNeedsCode] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = (await signIn.mutateAsync(values)) as { twoFactorRedirect?: boolean } | null;
      if (result?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      toast.success('Welcome back!');
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign in'));
    }
  });

  if (needsCode) return <TwoFactorStep onCancel={() => setNeedsCode(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <FormInput
        form={form}
        name="email"
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormInput
        form={form}
        name="password"
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" className="w-full" busy={signIn.isPending}>
        Sign In
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
