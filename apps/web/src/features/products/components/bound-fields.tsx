import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ClientSelect } from './client-select';
import type { FieldErrors } from './form-dialog';

/** What a bound field needs from useFormState. */
interface BoundForm<T> {
  values: T;
  errors: FieldErrors;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
}

/** Names of the form's values that hold text (every control here edits a string). */
type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

interface BoundProps<T> {
  form: BoundForm<T>;
  name: TextName<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** The control's own attributes, less those the binding sets. */
type ControlProps<A> = Omit<A, 'id' | 'name' | 'form' | 'value' | 'onChange'>;

/** Value and change handler of one form value (kept after the control's own attributes, as written before). */
function valueProps<T>(form: BoundForm<T>, name: TextName<T>) {
  return {
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.set(name, event.target.value as T[TextName<T>]),
  };
}

/** A labelled text input tied to one value of a useFormState form, with its error. */
export function BoundInput<T>({
  form,
  name,
  id,
  label,
  hint,
  ...control
}: BoundProps<T> & ControlProps<InputHTMLAttributes<HTMLInputElement>>) {
  const error = form.errors[name];
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...fieldControlProps(id, error)} {...control} {...valueProps(form, name)} />
    </FormField>
  );
}

/** A labelled textarea tied to one value of a useFormState form, with its error. */
export function BoundTextarea<T>({
  form,
  name,
  id,
  label,
  hint,
  ...control
}: BoundProps<T> & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const error = form.errors[name];
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Textarea {...fieldControlProps(id, error)} {...control} {...valueProps(form, name)} />
    </FormField>
  );
}

/** Either a list of values with their labels, or the option elements themselves. */
type SelectOptions<V extends string> =
  | { options: readonly V[]; optionLabel: (value: V) => string; children?: never }
  | { options?: never; optionLabel?: never; children: ReactNode };

/** A labelled select tied to one value of a useFormState form, with its error. */
export function BoundSelect<T, V extends string>({
  form,
  name,
  id,
  label,
  hint,
  options,
  optionLabel,
  children,
  ...control
}: BoundProps<T> & SelectOptions<V> & ControlProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  const error = form.errors[name];
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <NativeSelect {...fieldControlProps(id, error)} {...control} {...valueProps(form, name)}>
        {options
          ? options.map((value) => (
              <option key={value} value={value}>
                {optionLabel(value)}
              </option>
            ))
          : children}
      </NativeSelect>
    </FormField>
  );
}

/** A labelled client picker (ClientSelect) tied to one value of a useFormState form, with its error. */
export function BoundClientSelect<T>({ form, name, id, label, optional }: BoundProps<T> & { optional?: boolean }) {
  const error = form.errors[name];
  return (
    <FormField id={id} label={label} error={error}>
      <ClientSelect optional={optional} {...fieldControlProps(id, error)} {...valueProps(form, name)} />
    </FormField>
  );
}
