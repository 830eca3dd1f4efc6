import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/form/form-controls';

interface StatusFieldProps<V extends FieldValues, S extends string> {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to the select
  form: UseFormReturn<V, unknown, any>;
  id: string;
  statuses: readonly S[];
  labels: Record<S, string>;
}

/** The Status select of a CRM record's form (a client's, a project's), bound to its `status` field. */
export function StatusField<V extends FieldValues & { status: S }, S extends string>({
  form,
  id,
  statuses,
  labels,
}: StatusFieldProps<V, S>) {
  const name = 'status' as Path<V>;
  const optionLabel = (status: S) => labels[status];
  return <FormSelect form={form} name={name} id={id} label="Status" options={statuses} optionLabel={optionLabel} />;
}
