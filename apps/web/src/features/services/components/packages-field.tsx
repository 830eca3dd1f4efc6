import { PACKAGE_TIERS, type PackageTier, packageTierLabels } from '@proclub/contracts/services';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ServiceFormApi, ServiceFormValues } from '../service-form-values';
import { ExtrasField } from './extras-field';
import { PackageCard } from './package-card';

interface PackagesFieldProps {
  form: ServiceFormApi;
}

type FormPackage = ServiceFormValues['packages'][number];

const newPackage = (tier: PackageTier): FormPackage => ({ tier, price: '', deliveryDays: '', revisions: '1', features: [''] });

const arrayError = (error: unknown) => {
  const value = error as { message?: string; root?: { message?: string } } | undefined;
  return value?.message ?? value?.root?.message;
};

/**
 * "Offer packages": up to three packages (Basic / Standard / Premium) side by side, and the paid extras a buyer
 * can add to any of them. Off, the service is priced by price from / to only; turning it off and on again in the
 * same session brings back what was typed.
 */
export function PackagesField({ form }: PackagesFieldProps) {
  const { control, getValues } = form;
  const packages = useFieldArray({ control, name: 'packages', keyName: 'key' });
  const extras = useFieldArray({ control, name: 'extras', keyName: 'key' });
  const stash = useRef<{ packages: FormPackage[]; extras: ServiceFormValues['extras'] } | null>(null);
  const on = packages.fields.length > 0;
  const tiers = packages.fields.map((offer) => offer.tier);
  const nextTier = PACKAGE_TIERS.find((tier) => !tiers.includes(tier));

  const toggle = (checked: boolean) => {
    if (checked) {
      packages.replace(stash.current?.packages.length ? stash.current.packages : [newPackage('basic')]);
      extras.replace(stash.current?.extras ?? []);
    } else {
      stash.current = { packages: getValues('packages'), extras: getValues('extras') };
      packages.replace([]);
      extras.replace([]);
    }
  };

  const addPackage = () => {
    if (!nextTier) return;
    // Columns stay in Basic → Premium order.
    const at = tiers.filter((tier) => PACKAGE_TIERS.indexOf(tier) < PACKAGE_TIERS.indexOf(nextTier)).length;
    packages.insert(at, newPackage(nextTier), { focusName: `packages.${at}.price` });
  };

  const packagesError = arrayError(form.formState.errors.packages);
  return (
    <section aria-labelledby="packages-heading" className="space-y-4 border-t border-border pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="packages-heading" className="text-lg font-semibold">
            Packages
          </h2>
          <p className="text-sm text-muted-foreground">
            {on
              ? 'Buyers choose a package (and any extras) when ordering.'
              : 'Without packages, the service is priced by Price From and Price To.'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="offer-packages" checked={on} onCheckedChange={toggle} />
          <Label htmlFor="offer-packages">Offer packages</Label>
        </div>
      </div>
      {on && (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            {packages.fields.map((offer, index) => (
              <PackageCard
                key={offer.key}
                index={index}
                tier={offer.tier}
                form={form}
                onRemove={packages.fields.length > 1 ? () => packages.remove(index) : undefined}
              />
            ))}
          </div>
          {packagesError && (
            <p role="alert" className="text-sm text-destructive">
              {packagesError}
            </p>
          )}
          {nextTier && (
            <Button variant="outline" size="sm" onClick={addPackage}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add {packageTierLabels[nextTier]} package
            </Button>
          )}
          <ExtrasField fieldArray={extras} form={form} />
        </>
      )}
    </section>
  );
}
