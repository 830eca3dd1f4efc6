import type { OrderInput } from '@proclub/contracts/orders';
import { packageTierLabels, type Service } from '@proclub/contracts/services';
import type { UseFormReturn } from 'react-hook-form';
import { ExtraLabel } from '@/components/services/extra-label';
import { nounFor } from '@/lib/format';
import { cn, formatMoney } from '@/lib/utils';

/** A packaged service's choice in the order dialog: one package (radio) and any extras (checkboxes). */
export function PackageChoice({
  service,
  form,
  chosenTier,
}: {
  service: Pick<Service, 'packages' | 'extras'>;
  form: UseFormReturn<OrderInput>;
  chosenTier: string | undefined;
}) {
  const error = form.formState.errors.packageTier?.message;
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Package</legend>
        {service.packages.map((offer) => (
          <label
            key={offer.tier}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
              chosenTier === offer.tier ? 'border-primary ring-1 ring-primary' : 'border-border',
            )}
          >
            <input type="radio" value={offer.tier} className="accent-[var(--primary)]" {...form.register('packageTier')} />
            <span className="flex-1">
              <span className="font-medium">{packageTierLabels[offer.tier]}</span>
              <span className="block text-xs text-muted-foreground">
                {offer.deliveryDays} {nounFor(offer.deliveryDays, 'day')} · {offer.revisions}{' '}
                {nounFor(offer.revisions, 'revision')}
              </span>
            </span>
            <span className="font-semibold">{formatMoney(offer.price)}</span>
          </label>
        ))}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </fieldset>
      {service.extras.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Extras</legend>
          {service.extras.map((extra) => (
            <label key={extra.id} className="flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 text-sm">
              <input type="checkbox" value={extra.id} className="accent-[var(--primary)]" {...form.register('extraIds')} />
              <span className="flex-1">
                <ExtraLabel extra={extra} />
              </span>
              <span className="font-medium">+{formatMoney(extra.price)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
