import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFields, type InputSpec } from '@/components/form/form-fields';
import { type FailureMessage, submitWithToast } from '@/components/form/submit-with-toast';
import { Button } from '@/components/ui/button';

/** The email field of the sign-in and sign-up forms. */
export const emailField = (id: string) =>
  ({ name: 'email', id, label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' }) as const;

interface AuthFormProps<V extends FieldValues, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type is the schema's (O), read by `submit`
  form: UseFormReturn<V, any, O>;
  /** Names the form for screen readers. */
  label: string;
  /** Above the fields (what to type). */
  intro?: ReactNode;
  fields: readonly NoInfer<InputSpec<V>>[];
  submit: (values: O) => Promise<void>;
  failure: FailureMessage;
  submitLabel: string;
  busy: boolean;
  /** Under the submit button (Back, Forgot password?). */
  children?: ReactNode;
}

/** A signed-out form (sign in, sign up, reset the password): its fields, then a full-width submit button. */
export function AuthForm<V extends FieldValues, O>({
  form,
  label,
  intro,
  fields,
  submit,
  failure,
  submitLabel,
  busy,
  children,
}: AuthFormProps<V, O>) {
  return (
    <form onSubmit={submitWithToast(form, submit, failure)} noValidate className="space-y-4" aria-label={label}>
      {intro}
      <FormFields form={form} fields={fields} />
      <Button type="submit" className="w-full" busy={busy}>
        {submitLabel}
      </Button>
      {children}
    </form>
  );
}
