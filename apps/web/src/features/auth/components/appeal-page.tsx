import { zodResolver } from '@hookform/resolvers/zod';
import { appealInputSchema } from '@proclub/contracts/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormFields } from '@/components/form/form-fields';
import { submitWithToast } from '@/components/form/submit-with-toast';
import { Button } from '@/components/ui/button';
import { useSendAppeal } from '../api/use-appeal';
import { AuthCard, AuthCardLink } from './auth-card';
import { emailField } from './auth-form';

/** The public appeal form of a suspended account (issue #37): reached from the suspended screen and the sign-in refusal. */
export function AppealPage() {
  const [params] = useSearchParams();
  const send = useSendAppeal();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(appealInputSchema),
    defaultValues: { email: params.get('email') ?? '', message: '' },
  });

  if (answer) {
    return (
      <AuthCard title="Appeal sent">
        <p role="status" className="text-sm">
          {answer}
        </p>
        <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Appeal a suspension"
      description="Tell our moderators why your account should be restored. We email the outcome to your account's address."
    >
      <form
        onSubmit={submitWithToast(
          form,
          async (values) => {
            setAnswer((await send.mutateAsync(values)).message);
          },
          'Failed to send the appeal. Please try again.',
        )}
        noValidate
        className="space-y-4"
        aria-label="Appeal a suspension"
      >
        <FormFields
          form={form}
          fields={[
            emailField('appeal-email'),
            { kind: 'textarea', name: 'message', id: 'appeal-message', label: 'Why should the suspension be lifted?', rows: 5 },
          ]}
        />
        <Button type="submit" className="w-full" busy={send.isPending}>
          Send Appeal
        </Button>
      </form>
      <AuthCardLink to="/auth">Back to Sign In</AuthCardLink>
    </AuthCard>
  );
}
