import type { NewProspectClient } from '@proclub/contracts/proposals';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type NewClientDraft = { name: string; email: string; phone: string; address: string; website: string };
export type NewClientErrors = Partial<Record<keyof NewClientDraft, string>>;

const FIELDS: { key: keyof NewClientDraft; label: string; type?: string; max: number; required?: boolean }[] = [
  { key: 'name', label: 'Business name', max: 120, required: true },
  { key: 'email', label: 'Email', type: 'email', max: 254, required: true },
  { key: 'phone', label: 'Phone', type: 'tel', max: 40 },
  { key: 'address', label: 'Address', max: 300 },
  { key: 'website', label: 'Website', type: 'url', max: 500 },
];

/** The new client's details, prefilled from what the analysis found and editable. */
export function NewClientFields({
  value,
  errors,
  onChange,
}: {
  value: NewClientDraft;
  errors: NewClientErrors;
  onChange: (next: NewClientDraft) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">New client</legend>
      {FIELDS.map((field) => {
        const id = `new-client-${field.key}`;
        return (
          <FormField key={field.key} id={id} label={`${field.label}${field.required ? ' *' : ''}`} error={errors[field.key]}>
            <Input
              {...fieldControlProps(id, errors[field.key])}
              type={field.type ?? 'text'}
              maxLength={field.max}
              aria-required={field.required || undefined}
              value={value[field.key]}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}

export function toNewClient(draft: NewClientDraft): NewProspectClient {
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone || null,
    address: draft.address || null,
    website: draft.website || null,
  };
}
