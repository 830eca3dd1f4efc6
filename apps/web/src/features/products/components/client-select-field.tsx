import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '@/components/form/form-controls';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { ClientSelect, type ClientSelectProps } from './client-select';

interface ClientSelectFieldProps<V extends FieldValues> extends Pick<ClientSelectProps, 'optional' | 'initial'> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a control
  form: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  id: string;
  label: ReactNode;
}

/** A labelled client picker (ClientSelect, searchable) bound to a react-hook-form form, with its error. */
export function ClientSelectField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  optional,
  initial,
}: ClientSelectFieldProps<V>) {
  const error = fieldError(form, name);
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ClientSelect
            optional={optional}
            initial={initial}
            {...fieldControlProps(id, error)}
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
