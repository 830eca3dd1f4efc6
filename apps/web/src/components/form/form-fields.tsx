import type { ComponentType, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { PickerProps } from '@/components/pickers/search-picker';
import type { ComboboxOption } from '@/components/ui/search-combobox';
import { FormInput, FormSelect, FormTextarea } from './form-controls';
import { FormPicker } from './form-picker';

/** The control's own attributes, less those the form sets. */
type Own<A> = Omit<A, 'id' | 'name' | 'form' | 'value' | 'onChange' | 'onBlur'>;

interface Labelled<V extends FieldValues> {
  name: Path<V>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface SelectSpec<V extends FieldValues> extends Labelled<V> {
  kind: 'select';
  options: readonly string[];
  /** Each option's label: a table of them (e.g. contentTypeLabels) or a function such as titleCase. */
  optionLabel: Readonly<Record<string, string>> | ((value: string) => string);
}

export interface PickerSpec<V extends FieldValues> extends Labelled<V> {
  kind: 'picker';
  picker: ComponentType<PickerProps>;
  initial?: ComboboxOption | null;
  'aria-required'?: 'true';
}

/** A text input described as data: the field's name, the input's id and label, and its attributes. */
export type InputSpec<V extends FieldValues> = Labelled<V> & { kind?: 'input' } & Own<InputHTMLAttributes<HTMLInputElement>>;

/** One control of a form, described as data: a text input unless `kind` says otherwise. */
export type FieldSpec<V extends FieldValues> =
  | InputSpec<V>
  | (Labelled<V> & { kind: 'textarea' } & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>)
  | SelectSpec<V>
  | PickerSpec<V>;

/** A line of a form: one field across the dialog, or two or three side by side (stacked on phones). */
export type FieldRow<V extends FieldValues> = FieldSpec<V> | readonly FieldSpec<V>[];

const ROW_CLASSES: Record<number, string> = { 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-3' };

// biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a control
type AnyForm<V extends FieldValues> = UseFormReturn<V, unknown, any>;

/** The controls of a react-hook-form form drawn from a list of field descriptions, row by row. */
export function FormFields<V extends FieldValues>({ form, fields }: { form: AnyForm<V>; fields: readonly FieldRow<V>[] }) {
  return fields.map((row) =>
    isRow(row) ? (
      <div key={row.map((field) => field.id).join(' ')} className={ROW_CLASSES[row.length]}>
        {row.map((field) => (
          <Field key={field.id} form={form} field={field} />
        ))}
      </div>
    ) : (
      <Field key={row.id} form={form} field={row} />
    ),
  );
}

function isRow<V extends FieldValues>(row: FieldRow<V>): row is readonly FieldSpec<V>[] {
  return Array.isArray(row);
}

function Field<V extends FieldValues>({ form, field }: { form: AnyForm<V>; field: FieldSpec<V> }) {
  // `kind` only picks the control; it is no attribute of it.
  switch (field.kind) {
    case 'select': {
      const { kind, optionLabel: labels, ...select } = field;
      return (
        <FormSelect
          form={form}
          {...select}
          optionLabel={typeof labels === 'function' ? labels : (value: string) => labels[value]}
        />
      );
    }
    case 'picker': {
      const { kind, ...picker } = field;
      return <FormPicker form={form} {...picker} />;
    }
    case 'textarea': {
      const { kind, ...textarea } = field;
      return <FormTextarea form={form} {...textarea} />;
    }
    default: {
      const { kind, ...input } = field;
      return <FormInput form={form} {...input} />;
    }
  }
}
