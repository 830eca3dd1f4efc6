import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { type FieldErrors, fieldErrorsOf } from './form-dialog';

/**
 * State of a small product form: values, per-field errors, and a save that validates with the contract's
 * schema first (same rules as the server), then shows the server's field errors and a toast on failure.
 */
export function useFormState<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function save<S extends z.ZodType>(
    schema: S,
    input: z.input<S>,
    run: (input: z.input<S>) => Promise<unknown>,
    messages: { success: string; failure: string },
  ): Promise<boolean> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return false;
    }
    setErrors({});
    try {
      await run(input);
      toast.success(messages.success);
      return true;
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      toast.error(errorMessage(failure, messages.failure));
      return false;
    }
  }

  return { values, set, errors, save };
}
