import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormInput } from './form-controls';

/** One text input of a form, described as data: the field's name, the input's id and label, and its attributes. */
export type InputSpec<V extends FieldValues> = {
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'value' | 'onChange' | 'onBlur'>;

interface FormInputsProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to its inputs
  form: UseFormReturn<V, any, any>;
  fields: readonly NoInfer<InputSpec<V>>[];
}

/** The inputs of a form drawn from a list, in order: a form states its fields once instead of a FormInput each. */
export function FormInputs<V extends FieldValues>({ form, fields }: FormInputsProps<V>) {
  return fields.map((field) => <FormInput key={field.id} form={form} {...field} />);
}
