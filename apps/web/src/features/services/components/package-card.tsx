import { packageTierLabels } from '@proclub/contracts/services';
import { X } from 'lucide-react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ServiceFormValues } from '../service-form-values';
import { ListField } from './list-field';

interface PackageCardProps {
  index: number;
  tier: keyof typeof packageTierLabels;
  control: Control<ServiceFormValues>;
  register: UseFormRegister<ServiceFormValues>;
  errors: FieldErrors<ServiceFormValues>;
  /** Absent for the last package left (turn packages off instead). */
  onRemove?: () => void;
}

/** One package column: its price, delivery days, revisions and features. */
export function PackageCard({ index, tier, control, register, errors, onRemove }: PackageCardProps) {
  const label = packageTierLabels[tier];
  const legendId = `package-${tier}-legend`;
  const fieldErrors = errors.packages?.[index];
  const error = (key: 'price' | 'deliveryDays' | 'revisions') => fieldErrors?.[key]?.message as string | undefined;
  const id = (key: string) => `package-${tier}-${key}`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="min-w-0 space-y-4 rounded-lg border border-border bg-card p-4"
      data-testid={`package-${tier}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={legendId} className="text-base font-semibold">
          {label} package
        </h3>
        {onRemove && (
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${label} package`}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <FormField id={id('price')} label="Price ($) *" error={error('price')}>
        <Input
          {...fieldControlProps(id('price'), error('price'))}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          placeholder="0.00"
          aria-required="true"
          {...register(`packages.${index}.price`)}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id('days')} label="Delivery (days) *" error={error('deliveryDays')}>
          <Input
            {...fieldControlProps(id('days'), error('deliveryDays'))}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            aria-required="true"
            {...register(`packages.${index}.deliveryDays`)}
          />
        </FormField>
        <FormField id={id('revisions')} label="Revisions" error={error('revisions')}>
          <Input
            {...fieldControlProps(id('revisions'), error('revisions'))}
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            step={1}
            {...register(`packages.${index}.revisions`)}
          />
        </FormField>
      </div>
      <ListField
        control={control}
        name={`packages.${index}.features`}
        idPrefix={`package-${tier}-feature`}
        label="What's included"
        noun={`${label} feature`}
        placeholder="e.g. 3 pages"
        maxLength={120}
      />
    </fieldset>
  );
}
