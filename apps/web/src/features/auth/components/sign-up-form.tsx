import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, signUpSchema } from '@proclub/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignUp } from '../api/use-sign-up';
import { AuthForm, emailField } from './auth-form';

export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const [checkEmail, setCheckEmail] = useState<string | null>(null);

  if (checkEmail) {
    return (
      <p role="status" className="text-sm">
        We sent a message to <strong>{checkEmail}</strong>. Open the link in it to finish creating your account — if you already
        have an account, sign in instead or reset your password.
      </p>
    );
  }

  return (
    <AuthForm
      form={form}
      label="Sign up"
      fields={[
        { name: 'fullName', id: 'signup-name', label: 'Full Name', autoComplete: 'name', placeholder: 'Jane Doe' },
        emailField('signup-email'),
        {
          name: 'password',
          id: 'signup-password',
          label: 'Password',
          hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
      submit={async (values) => {
        await signUp.mutateAsync(values);
        // The server answers alike whether or not the address already had an account and signs nobody in: the
        // mailed link finishes a new account (and signs in), or tells an existing owner to sign in instead.
        setCheckEmail(values.email);
      }}
      failure="Failed to sign up"
      submitLabel="Sign Up"
      busy={signUp.isPending}
    />
  );
}
