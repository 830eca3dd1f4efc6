import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ClientSelect, type ClientSelectProps } from './client-select';
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
type InputProps = ControlProps<InputHTMLAttributes<HTMLInputElement>>;
type TextareaProps = ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;
type SelectProps = ControlProps<SelectHTMLAttributes<HTMLSelectElement>>;

/** What the control gets: `linked` (id and error wiring) goes first, value and onChange after its own attributes. */
interface Binding {
  linked: ReturnType<typeof fieldControlProps>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** FormField (label, hint, error) around the control that `children` renders from the binding. */
function BoundField<T>({ form, name, id, label, hint, children }: BoundProps<T> & { children: (binding: Binding) => ReactNode }) {
  const error = form.errors[name];
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    form.set(name, event.target.value as T[TextName<T>]);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {children({ linked: fieldControlProps(id, error), value: form.values[name] as string, onChange })}
    </FormField>
  );
}

/** A labelled text input tied to one value of a useFormState form, with its error. */
export function BoundInput<T>({ form, name, id, label, hint, ...control }: BoundProps<T> & InputProps) {
  return (
    <BoundField form={form} name={name} id={id} label={label} hint={hint}>
      {({ linked, ...bound }) => <Input {...linked} {...control} {...bound} />}
    </BoundField>
  );
}

/** A labelled textarea tied to one value of a useFormState form, with its error. */
export function BoundTextarea<T>({ form, name, id, label, hint, ...control }: BoundProps<T> & TextareaProps) {
  return (
    <BoundField form={form} name={name} id={id} label={label} hint={hint}>
      {({ linked, ...bound }) => <Textarea {...linked} {...control} {...bound} />}
    </BoundField>
  );
}

/** Either a list of values with their labels, or the option elements themselves. */
type SelectOptions<V extends string> =
  | { options: readonly V[]; optionLabel: (value: V) => string; children?: never }
  | { options?: never; optionLabel?: never; children: ReactNode };

/** A labelled select tied to one value of a useFormState form, with its error. */
export function BoundSelect<T, V extends string>(props: BoundProps<T> & SelectOptions<V> & SelectProps) {
  const { form, name, id, label, hint, options, optionLabel, children, ...control } = props;
  return (
    <BoundField form={form} name={name} id={id} label={label} hint={hint}>
      {({ linked, ...bound }) => (
        <NativeSelect {...linked} {...control} {...bound}>
          {options
            ? options.map((value) => (
                <option key={value} value={value}>
                  {optionLabel(value)}
                </option>
              ))
            : children}
        </NativeSelect>
      )}
    </BoundField>
  );
}

/** A labelled client picker (ClientSelect, searchable) tied to one value of a useFormState form, with its error. */
export function BoundClientSelect<T>({
  form,
  name,
  id,
  label,
  optional,
  initial,
}: Omit<BoundProps<T>, 'hint'> & Pick<ClientSelectProps, 'optional' | 'initial'>) {
  return (
    <BoundField form={form} name={name} id={id} label={label}>
      {({ linked, value }) => (
        <ClientSelect
          optional={optional}
          initial={initial}
          {...linked}
          value={value}
          onChange={(next) => form.set(name, next as T[TextName<T>])}
        />
      )}
    </BoundField>
  );
}
