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
  const id = (name: ProfileDetailName) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('companyName')} label={<Optional>Company Name</Optional>} error={errors.companyName?.message}>
        <Input
          {...fieldControlProps(id('companyName'), errors.companyName?.message)}
          autoComplete="organization"
          placeholder="Your company or brand"
          {...register('companyName')}
        />
      </FormField>
      <FormField id={id('bio')} label="Bio" error={errors.bio?.message}>
        <Textarea
          {...fieldControlProps(id('bio'), errors.bio?.message)}
          rows={4}
          placeholder="Tell people about you and the work you do"
          {...register('bio')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('location')} label="Location" error={errors.location?.message}>
          <Input
            {...fieldControlProps(id('location'), errors.location?.message)}
            autoComplete="address-level2"
            placeholder="City, State"
            {...register('location')}
          />
        </FormField>
        <FormField id={id('website')} label={<Optional>Website</Optional>} error={errors.website?.message}>
          <Input
            {...fieldControlProps(id('website'), errors.website?.message)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com"
            {...register('website')}
          />
        </FormField>
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
