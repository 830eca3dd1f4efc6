import type { ComponentType, ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { PickerProps } from '@/components/pickers/search-picker';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import type { ComboboxOption } from '@/components/ui/search-combobox';
import { fieldError } from './form-controls';

interface FormPickerProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a control
  form: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The search picker to draw (ClientPicker, a feature's ServicePicker…). */
  picker: ComponentType<PickerProps>;
  initial?: ComboboxOption | null;
  'aria-required'?: 'true';
}

/** A labelled search picker bound to a react-hook-form field (the chosen id), with its error. */
export function FormPicker<V extends FieldValues>({ form, name, id, label, hint, picker: Picker, ...props }: FormPickerProps<V>) {
  const error = fieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Picker
            {...fieldControlProps(id, error)}
            {...props}
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
