import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormPicker } from '@/components/form/form-picker';
import type { ComboboxOption } from '@/components/ui/search-combobox';
import { ClientPicker } from './client-picker';

interface ClientFieldProps<V extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to the picker
  form: UseFormReturn<V, unknown, any>;
  id: string;
  /** The client already chosen (an edited record keeps it even if it is inactive now). */
  initial?: ComboboxOption | null;
}

/** The required "Client *" picker of a form, bound to its `clientId` field. */
export function ClientField<V extends FieldValues & { clientId: string }>({ form, id, initial }: ClientFieldProps<V>) {
  const name = 'clientId' as Path<V>;
  return (
    <FormPicker form={form} name={name} id={id} label="Client *" picker={ClientPicker} initial={initial} aria-required="true" />
  );
}
