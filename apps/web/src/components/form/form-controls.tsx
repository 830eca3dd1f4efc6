import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';

interface ControlProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a control
  form: UseFormReturn<V, unknown, any>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Extra registration options, e.g. an onChange that formats what is typed. */
  rules?: RegisterOptions<V, Path<V>>;
}

/** The control's own attributes, less those the form sets. */
type Own<A> = Omit<A, 'id' | 'name' | 'form' | 'value' | 'onChange' | 'onBlur'>;

/** The field's current message (the schema's or the server's); `name` may be a nested path such as `extras.0.title`. */
export function fieldError<V extends FieldValues>(form: ControlProps<V>['form'], name: Path<V>): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A labelled text input registered with a react-hook-form form, with its error. */
export function FormInput<V extends FieldValues>(props: ControlProps<V> & Own<InputHTMLAttributes<HTMLInputElement>>) {
  return <Registered {...props} render={(control: InputHTMLAttributes<HTMLInputElement>) => <Input {...control} />} />;
}

/** A labelled dollars-and-cents input (a number keypad on phones, cent steps). */
export function FormMoneyInput<V extends FieldValues>(props: ControlProps<V> & Own<InputHTMLAttributes<HTMLInputElement>>) {
  return <FormInput type="number" inputMode="decimal" step="0.01" {...props} />;
}

/** A labelled whole-number input (days, revisions, counts). */
export function FormWholeNumberInput<V extends FieldValues>(props: ControlProps<V> & Own<InputHTMLAttributes<HTMLInputElement>>) {
  return <FormInput type="number" inputMode="numeric" step={1} {...props} />;
}

/** A labelled textarea registered with a react-hook-form form, with its error. */
export function FormTextarea<V extends FieldValues>(props: ControlProps<V> & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return <Registered {...props} render={(control: TextareaHTMLAttributes<HTMLTextAreaElement>) => <Textarea {...control} />} />;
}

/** FormField around the control `render` draws with the field's id, error wiring, registration and own attributes. */
function Registered<V extends FieldValues, A>({
  form,
  name,
  id,
  label,
  hint,
  rules,
  render,
  ...control
}: ControlProps<V> & { render: (control: A) => ReactNode } & Own<A>) {
  const error = fieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {render({ ...fieldControlProps(id, error), ...control, ...form.register(name, rules) } as A)}
    </FormField>
  );
}

/** Either a list of values with their labels, or the option elements themselves. */
type SelectOptions<O extends string> =
  | { options: readonly O[]; optionLabel: (value: O) => string; children?: never }
  | { options?: never; optionLabel?: never; children: ReactNode };

/** A labelled native select registered with a react-hook-form form, with its error. */
export function FormSelect<V extends FieldValues, O extends string>(
  props: ControlProps<V> & SelectOptions<O> & Own<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const { form, name, id, label, hint, rules, options, optionLabel, children, ...control } = props;
  const error = fieldError(form, name);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <NativeSelect {...fieldControlProps(id, error)} {...control} {...form.register(name, rules)}>
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
