import type { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { type FieldRow, FormFields, type PickerSpec } from '@/components/form/form-fields';
import { saveForm, useZodForm } from '@/components/form/zod-form';
import { ClientSelect, OptionalClientSelect } from './client-select';

/** A record of an add-on product; the client it belongs to (if any) is named in the form's picker. */
interface ProductRecord {
  id: string;
  clientId?: string | null;
  clientName?: string | null;
}

type TextValues = Record<string, string>;

/** The Add / Edit form of one kind of product record, described as data. */
export interface RecordForm<T extends ProductRecord, V extends TextValues, S extends z.ZodType> {
  /** The record's name in titles and messages: 'Backlink' → Add Backlink, Save Backlink, Failed to add backlink. */
  noun: string;
  description: string | ((record?: T) => string);
  schema: S;
  /** A new record's values; an edited record starts from its own fields of the same names. */
  blank: V;
  /** The form's text values as the schema's input ('' → null, '12' → 12). */
  toInput?: (values: NoInfer<V>) => z.input<S>;
  fields: (record?: T) => readonly FieldRow<NoInfer<V>>[];
  /** The save mutation: POST without an id, PUT with one. */
  useSave: () => { mutateAsync: (save: { id?: string; input: z.output<S> }) => Promise<unknown> };
  wide?: boolean;
  /** The form's accessible name, when it should differ from the title. */
  formLabel?: string;
}

/** Declares a record's form (`recordForm<Backlink>()({ … })`), its values' type read from `blank`. */
export const recordForm =
  <T extends ProductRecord>() =>
  <V extends TextValues, S extends z.ZodType>(form: RecordForm<T, V, S>) =>
    form;

/** A form's first values: an edited record's own (as text; a missing one takes the blank's), or the blank form. */
function startingValues<V extends TextValues>(blank: V, record?: object): V {
  if (!record) return blank;
  const own = record as Record<string, unknown>;
  return Object.fromEntries(Object.entries(blank).map(([key, empty]) => [key, own[key] == null ? empty : String(own[key])])) as V;
}

/** A record form's client field: named clientId, so it fits any form with one. */
type ClientSpec = PickerSpec<{ clientId: string }>;

/** The client picker of a record's form: `optional` offers "No client"; an edited record's client is named at once. */
export function clientField(id: string, label: string, record?: ProductRecord | null, optional = false): ClientSpec {
  return {
    kind: 'picker',
    name: 'clientId',
    id,
    label,
    picker: optional ? OptionalClientSelect : ClientSelect,
    initial: record?.clientId && record.clientName ? { id: record.clientId, label: record.clientName } : null,
  };
}

/** Add or Edit a product record: the title, button and messages follow the form's noun. */
export function ProductRecordDialog<T extends ProductRecord, V extends TextValues, S extends z.ZodType>({
  form: spec,
  record,
  onClose,
}: {
  form: RecordForm<T, V, S>;
  record?: T;
  onClose: () => void;
}) {
  const save = spec.useSave();
  const form = useZodForm(spec.schema, startingValues(spec.blank, record), spec.toInput);
  const { noun } = spec;
  return (
    <FormDialog
      title={record ? `Edit ${noun}` : `Add ${noun}`}
      description={typeof spec.description === 'function' ? spec.description(record) : spec.description}
      submitLabel={record ? `Save ${noun}` : `Add ${noun}`}
      formLabel={spec.formLabel}
      wide={spec.wide}
      onClose={onClose}
      onSubmit={() =>
        saveForm(form, (input) => save.mutateAsync({ id: record?.id, input }), {
          success: record ? `${noun} updated` : `${noun} added`,
          failure: `Failed to ${record ? 'save' : 'add'} ${noun.toLowerCase()}`,
        })
      }
    >
      <FormFields form={form} fields={spec.fields(record)} />
    </FormDialog>
  );
}

/** A web address field: the URL keyboard, an https:// hint and the contracts' 500-character limit. */
export const URL_INPUT = { type: 'url', placeholder: 'https://', maxLength: 500 } as const;
