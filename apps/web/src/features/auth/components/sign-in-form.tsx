import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSignIn } from '../api/use-sign-in';
import { AuthForm, emailField } from './auth-form';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const [needsCode, setNeedsCode] = useState(false);

  if (needsCode) return <TwoFactorStep onCancel={() => setNeedsCode(false)} />;

  return (
    <AuthForm
      form={form}
      label="Sign in"
      fields={[
        emailField('signin-email'),
        { name: 'password', id: 'signin-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ]}
      submit={async (values) => {
        const result = (await signIn.mutateAsync(values)) as { twoFactorRedirect?: boolean } | null;
        if (result?.twoFactorRedirect) {
          setNeedsCode(true);
          return;
        }
        toast.success('Welcome back!');
        navigate('/dashboard', { replace: true });
      }}
      failure="Failed to sign in"
      submitLabel="Sign In"
      busy={signIn.isPending}
    >
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
