import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { showServerFieldErrors } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/toast-action';

/**
 * A react-hook-form form validated by a contract's zod schema (the server's own rules). The controls edit
 * text, so `toInput` turns the form's values into the schema's input first ('' → null, '12' → 12).
 */
export function useZodForm<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  defaultValues: V,
  toInput: (values: V) => z.input<S> = (values) => values as z.input<S>,
) {
  // The preprocessed schema takes the form's values as input (what the resolver's types ask for).
  const resolver = zodResolver(z.preprocess((values) => toInput(values as V), schema) as unknown as z.ZodType<z.output<S>, V>);
  return useForm<V, unknown, z.output<S>>({
    resolver: resolver as Resolver<V, unknown, z.output<S>>,
    defaultValues: defaultValues as DefaultValues<V>,
  });
}

/**
 * Validates, saves and reports: the schema's messages next to their fields, then the server's field issues and
 * a toast on failure. Resolves true once saved (a FormDialog then closes).
 */
export async function saveForm<V extends FieldValues, O, R = unknown>(
  form: UseFormReturn<V, unknown, O>,
  run: (data: O) => Promise<R>,
  /** `success` may read the answer (e.g. whether a mail was sent or only captured). */
  messages: { success: string | ((result: R) => string); failure: string },
): Promise<boolean> {
  let saved = false;
  await form.handleSubmit(async (data) => {
    try {
      const result = await run(data);
      toastSuccess(typeof messages.success === 'function' ? messages.success(result) : messages.success);
      saved = true;
    } catch (failure) {
      showServerFieldErrors(failure, Object.keys(form.getValues()), form.setError);
      toastFailure(failure, messages.failure);
    }
  })();
  return saved;
}
