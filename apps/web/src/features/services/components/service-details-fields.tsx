import { CATEGORIES, categoryLabels, PRICING_TYPES } from '@proclub/contracts/services';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { titleCase } from '@/lib/utils';
import type { ServiceFormValues } from '../service-form-values';

interface ServiceDetailsFieldsProps {
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
}

/** Title, description, category, pricing and delivery time. */
export function ServiceDetailsFields({ register, errors }: ServiceDetailsFieldsProps) {
  const error = (name: keyof ServiceFormValues) => errors[name]?.message as string | undefined;
  return (
    <>
      <FormField id="service-title" label="Service Title *" error={error('title')}>
        <Input
          {...fieldControlProps('service-title', error('title'))}
          placeholder="e.g. Professional Website Development"
          maxLength={120}
          aria-required="true"
          {...register('title')}
        />
      </FormField>
      <FormField id="service-description" label="Description *" error={error('description')}>
        <Textarea
          {...fieldControlProps('service-description', error('description'))}
          placeholder="Describe what you offer, how you work and what the client receives"
          rows={6}
          maxLength={5000}
          aria-required="true"
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="service-category" label="Category *" error={error('category')}>
          <NativeSelect
            {...fieldControlProps('service-category', error('category'))}
            aria-required="true"
            {...register('category')}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="service-pricing-type" label="Pricing Type" error={error('pricingType')}>
          <NativeSelect {...fieldControlProps('service-pricing-type', error('pricingType'))} {...register('pricingType')}>
            {PRICING_TYPES.map((type) => (
              <option key={type} value={type}>
                {titleCase(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="service-price-from" label="Price From ($)" error={error('priceFrom')}>
          <Input
            {...fieldControlProps('service-price-from', error('priceFrom'))}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0.00"
            {...register('priceFrom')}
          />
        </FormField>
        <FormField id="service-price-to" label="Price To ($)" error={error('priceTo')}>
          <Input
            {...fieldControlProps('service-price-to', error('priceTo'))}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0.00"
            {...register('priceTo')}
          />
        </FormField>
      </div>
      <FormField id="service-delivery-time" label="Delivery Time" error={error('deliveryTime')}>
        <Input
          {...fieldControlProps('service-delivery-time', error('deliveryTime'))}
          placeholder="e.g. 2-3 weeks"
          maxLength={60}
          {...register('deliveryTime')}
        />
      </FormField>
    </>
  );
}
