import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ClientPicker } from '@/components/pickers/client-picker';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { fieldError } from './form-controls';

interface FormClientPickerProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a control
  form: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  id: string;
  label: ReactNode;
}

/** A labelled, required client picker bound to a react-hook-form form, with its error. */
export function FormClientPicker<V extends FieldValues>({ form, name, id, label }: FormClientPickerProps<V>) {
  const error = fieldError(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ClientPicker
            {...fieldControlProps(id, error)}
            aria-required="true"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
    </FormField>
  );
}
