import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

export type ProfileDetailName = 'companyName' | 'bio' | 'location' | 'website';

interface ProfileDetailsFieldsProps {
  /** Prefix for element ids, so two forms on one page never share an id. */
  idPrefix: string;
  register: (name: ProfileDetailName) => UseFormRegisterReturn;
  errors: Partial<Record<ProfileDetailName, { message?: string }>>;
}

/** Company, bio, location and website: the same fields (and contract rules) at setup and in the profile editor. */
export function ProfileDetailsFields({ idPrefix, register, errors }: ProfileDetailsFieldsProps) {
  /** One field: its label, the error under it, and the input (or textarea) wired to the form. */
  const field = (
    name: ProfileDetailName,
    label: ReactNode,
    control: InputHTMLAttributes<HTMLInputElement>,
    multiline = false,
  ) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    const props = { ...fieldControlProps(id, error), ...control, ...register(name) };
    return (
      <FormField id={id} label={label} error={error}>
        {multiline ? <Textarea rows={4} {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)} /> : <Input {...props} />}
      </FormField>
    );
  };
  return (
    <>
      {field('companyName', <Optional>Company Name</Optional>, {
        autoComplete: 'organization',
        placeholder: 'Your company or brand',
      })}
      {field('bio', 'Bio', { placeholder: 'Tell people about you and the work you do' }, true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('location', 'Location', { autoComplete: 'address-level2', placeholder: 'City, State' })}
        {field('website', <Optional>Website</Optional>, {
          type: 'url',
          inputMode: 'url',
          autoComplete: 'url',
          placeholder: 'https://example.com',
        })}
      </div>
    </>
  );
}

function Optional({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  );
}
