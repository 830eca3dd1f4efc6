import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeSchema } from '@proclub/contracts/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useSignIn } from '../api/use-sign-in';
import { AuthForm } from './auth-form';

/**
 * The step-up of sign-in (ADR 039): after many failed attempts on the account or network, a new device signs in with
 * the password AND the code the server emailed to the account.
 */
export function SignInCodeStep({
  credentials,
  onSignedIn,
  onCancel,
}: {
  credentials: { email: string; password: string };
  onSignedIn: (result: unknown) => void;
  onCancel: () => void;
}) {
  const signIn = useSignIn();
  const form = useForm({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
  return (
    <AuthForm
      form={form}
      label="Sign-in code"
      intro={
        <p role="status" className="text-sm text-muted-foreground">
          For your security, we emailed a sign-in code to <strong>{credentials.email}</strong>. Enter it to continue.
        </p>
      }
      fields={[
        {
          name: 'code',
          id: 'sign-in-code',
          label: 'Code from the email',
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
          autoFocus: true,
        },
      ]}
      submit={async ({ code }) => {
        onSignedIn(await signIn.mutateAsync({ ...credentials, code: code.replace(/\s+/g, '') }));
      }}
      failure="Failed to sign in"
      submitLabel="Sign In"
      busy={signIn.isPending}
    >
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back
      </Button>
    </AuthForm>
  );
}
