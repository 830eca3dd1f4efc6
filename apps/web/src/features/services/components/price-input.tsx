import type { Path } from 'react-hook-form';
import { FormMoneyInput } from '@/components/form/form-controls';
import type { ServiceFormApi, ServiceFormValues } from '../service-form-values';

interface PriceInputProps {
  form: ServiceFormApi;
  name: Path<ServiceFormValues>;
  id: string;
}

/** The required "Price ($)" of a package or an extra: dollars and cents, at least $1. */
export function PriceInput({ form, name, id }: PriceInputProps) {
  return <FormMoneyInput form={form} name={name} id={id} label="Price ($) *" min={1} placeholder="0.00" aria-required="true" />;
}
