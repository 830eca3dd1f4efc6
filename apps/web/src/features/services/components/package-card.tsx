import { packageTierLabels } from '@proclub/contracts/services';
import { X } from 'lucide-react';
import { FormWholeNumberInput } from '@/components/form/form-controls';
import { Button } from '@/components/ui/button';
import type { ServiceFormApi } from '../service-form-values';
import { ListField } from './list-field';
import { PriceInput } from './price-input';

interface PackageCardProps {
  index: number;
  tier: keyof typeof packageTierLabels;
  form: ServiceFormApi;
  /** Absent for the last package left (turn packages off instead). */
  onRemove?: () => void;
}

/** One package column: its price, delivery days, revisions and features. */
export function PackageCard({ index, tier, form, onRemove }: PackageCardProps) {
  const label = packageTierLabels[tier];
  const legendId = `package-${tier}-legend`;
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
      <PriceInput form={form} name={`packages.${index}.price`} id={id('price')} />
      <div className="grid grid-cols-2 gap-3">
        <FormWholeNumberInput
          form={form}
          name={`packages.${index}.deliveryDays`}
          id={id('days')}
          label="Delivery (days) *"
          min={1}
          max={365}
          aria-required="true"
        />
        <FormWholeNumberInput
          form={form}
          name={`packages.${index}.revisions`}
          id={id('revisions')}
          label="Revisions"
          min={0}
          max={20}
        />
      </div>
      <ListField
        control={form.control}
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
