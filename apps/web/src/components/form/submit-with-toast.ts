import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { toastFailure } from '@/lib/toast-action';

/** What to toast when the request fails: a fallback for the server's message, or a function of the error. */
export type FailureMessage = string | ((error: unknown) => string);

/**
 * form.handleSubmit around `run`: the schema checks the fields first, and a failed request toasts the server's
 * message (or the fallback) so the form stays as typed for another try.
 */
export function submitWithToast<V extends FieldValues, O>(
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type does not matter here
  form: UseFormReturn<V, any, O>,
  run: (values: O) => Promise<void>,
  failure: FailureMessage,
) {
  return form.handleSubmit(async (values) => {
    try {
      await run(values);
    } catch (error) {
      if (typeof failure === 'function') toast.error(failure(error));
      else toastFailure(error, failure);
    }
  });
}
