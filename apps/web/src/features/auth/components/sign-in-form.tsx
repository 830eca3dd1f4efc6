import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInInput, signInSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiClientError } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast-action';
import { useSignIn } from '../api/use-sign-in';
import { appealPath } from './account-suspended-screen';
import { AuthForm, emailField } from './auth-form';
import { SignInCodeStep } from './sign-in-code-step';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const [needsCode, setNeedsCode] = useState(false);
  const [stepUp, setStepUp] = useState<SignInInput | null>(null);
  // A suspended account's refusal: the reason stays on the form, with the way to appeal (issue #37).
  const [suspended, setSuspended] = useState<{ email: string; message: string } | null>(null);

  /** The password (and, when asked, the emailed code) was accepted: the second factor, or the dashboard. */
  const signedIn = (result: unknown) => {
    if ((result as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      setStepUp(null);
      setNeedsCode(true);
      return;
    }
    toastSuccess('Welcome back!');
    navigate('/dashboard', { replace: true });
  };

  if (needsCode) return <TwoFactorStep onCancel={() => setNeedsCode(false)} />;
  if (stepUp) return <SignInCodeStep credentials={stepUp} onSignedIn={signedIn} onCancel={() => setStepUp(null)} />;

  return (
    <AuthForm
      form={form}
      label="Sign in"
      fields={[
        emailField('signin-email'),
        { name: 'password', id: 'signin-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ]}
      submit={async (values) => {
        try {
          signedIn(await signIn.mutateAsync(values));
        } catch (error) {
          // Many failed attempts on this account or network: the server emailed a code to go with the password.
          if (error instanceof ApiClientError && error.code === 'sign_in_code_required') {
            setStepUp(values);
            return;
          }
          if (error instanceof ApiClientError && error.code === 'banned_user')
            setSuspended({ email: values.email, message: error.message });
          throw error;
        }
      }}
      failure="Failed to sign in"
      submitLabel="Sign In"
      busy={signIn.isPending}
    >
      {suspended && (
        <div role="alert" className="space-y-2 rounded-md border border-destructive/40 p-3 text-sm">
          <p>{suspended.message}</p>
          <Link to={appealPath(suspended.email)} className="font-medium text-primary underline-offset-4 hover:underline">
            Appeal this decision
          </Link>
        </div>
      )}
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
