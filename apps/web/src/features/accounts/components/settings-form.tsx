import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormFields, type InputSpec } from '@/components/form/form-fields';
import { submitWithToast } from '@/components/form/submit-with-toast';
import { Button } from '@/components/ui/button';
import { toastSuccess } from '@/lib/toast-action';

/** One input of a settings form; the submit button waits for every field that is not optional. */
export type SettingsField<V extends FieldValues> = InputSpec<V> & { optional?: boolean };

interface SettingsFormProps<V extends FieldValues, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type is the schema's (O), read by `save`
  form: UseFormReturn<V, any, O>;
  fields: NoInfer<SettingsField<V>>[];
  /** Sends the values; resolves to the success toast's text (nothing: no toast). */
  save: (values: O) => Promise<string | undefined>;
  /** The toast when saving fails (the server's message wins when there is one). */
  failure: string;
  submitLabel: string;
  busy: boolean;
  /** A further condition for the submit button beyond the fields being filled. */
  ready?: boolean;
  destructive?: boolean;
  /** Names the form when a section holds more than one. */
  label?: string;
  /** Clear the fields once saved (not when saving ends the session anyway). */
  resetOnSuccess?: boolean;
}

/**
 * The account page's forms, described by their fields: a single field sits beside its button, several stack
 * above it. Saving toasts the outcome and clears the fields.
 */
export function SettingsForm<V extends FieldValues, O>({
  form,
  fields,
  save,
  failure,
  submitLabel,
  busy,
  ready = true,
  destructive,
  label,
  resetOnSuccess = true,
}: SettingsFormProps<V, O>) {
  const onSubmit = submitWithToast(
    form,
    async (values) => {
      const success = await save(values);
      if (success) toastSuccess(success);
      if (resetOnSuccess) form.reset();
    },
    failure,
  );
  const values = form.watch(fields.map((field) => field.name));
  const filled = fields.every((field, index) => field.optional || values[index]);
  const inline = fields.length === 1;
  const inputs = <FormFields form={form} fields={fields.map(({ optional: _optional, ...field }) => field)} />;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={inline ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'space-y-3'}
      aria-label={label}
    >
      {inline ? <div className="flex-1">{inputs}</div> : inputs}
      <Button
        type="submit"
        variant={destructive ? 'destructive' : undefined}
        className={inline ? 'sm:mt-5.5' : undefined}
        busy={busy}
        disabled={!filled || !ready}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
